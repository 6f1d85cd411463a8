import SimGeometry
import Testing

@testable import SimEngine

/// `Simulation` is the coordinator: it holds the clock, the tree, the journal, the rooms and
/// the public settings, and carries out what the rooms decide. Feature state that lands in it
/// instead of in a room is what made it grow from 17 to 28 stored properties in one round.
@Suite("The coordinator's state")
struct CoordinatorStateTests {
  static let allowed = [
    // The screen, UIKit's settings, the clock and the virtual time.
    "screen", "parameters", "clock", "now",
    // The views and the journal of what happened.
    "tree", "journal",
    // The rooms, each a type in its own folder under Sources/SimEngine.
    "recorder", "app", "router", "arena", "scheduler", "animator", "presenter", "navigator",
    "scroller", "handoff", "tester", "zoomer", "timers", "menus", "lists", "keyboard",
    "pager", "refresher", "swiper",
  ]

  @Test("Simulation stores only the clock, the tree, the journal, the rooms and its settings")
  func storesOnlyWhatItCoordinates() {
    let sim = Simulation(screen: Screen(size: Size(width: 390, height: 844)))
    let stored = Mirror(reflecting: sim).children.compactMap(\.label)
    let added = stored.filter { !Self.allowed.contains($0) }
    #expect(
      added.isEmpty,
      """
      Simulation gained stored properties \(added). New state goes into a room: a type in its \
      own folder under Sources/SimEngine that owns its state and answers with steps the \
      simulation carries out (docs/architecture.md, "Where new state goes"). A behaviour that \
      couples two rooms gets a room of its own.
      """)
    #expect(Set(stored) == Set(Self.allowed), "a room or setting was removed: update this list")
  }
}

/// The app's side of a run, alone.
@Suite("App state room")
struct AppStateTests {
  @Test("Actions queued while the queue drains run in the same pass, after those before them")
  func queuedWhileDraining() {
    var app = AppState()
    app.runLater([.log("first")])
    app.runLater([.log("second")])
    var ran: [[Action]] = []
    while let actions = app.nextQueued() {
      ran.append(actions)
      if actions == [.log("first")] { app.runLater([.log("third")]) }
    }
    #expect(ran == [[.log("first")], [.log("second")], [.log("third")]])
    #expect(app.nextQueued() == nil)
  }

  @Test("A view's control actions run in the order they were added, for their event only")
  func handlersByEvent() {
    var app = AppState()
    let view = ViewID(rawValue: 1)
    app.on(.touchUpInside, of: view, perform: [.log("a")])
    app.on(.touchDown, of: view, perform: [.log("down")])
    app.on(.touchUpInside, of: view, perform: [.log("b")])
    #expect(app.actions(for: .touchUpInside, of: view) == [.log("a"), .log("b")])
    #expect(app.actions(for: .touchUpInside, of: ViewID(rawValue: 2)).isEmpty)
  }
}

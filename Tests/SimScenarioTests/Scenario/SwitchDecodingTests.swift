import SimEngine
import SimGeometry
import Testing

@testable import SimScenario

@Suite("Switches in scenario files")
struct SwitchDecodingTests {
  func switchValue(_ keys: String) throws -> ControlValue? {
    let decoded = try scenario(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UISwitch", "frame": [0, 0, 51, 31]\#(keys)}]}}"#
    )
    var sim = Simulation(screen: decoded.screen, parameters: decoded.parameters)
    sim.instantiate(decoded.root, in: sim.window)
    return sim.tree[try #require(sim.tree.view(named: "s"))].controlValue
  }

  @Test("A UISwitch is off by default, and isOn is read")
  func isOn() throws {
    #expect(try switchValue("") == .toggle(SwitchValue(isOn: false)))
    #expect(try switchValue(#", "isOn": true"#)?.number == 1)
  }

  @Test("A switch gets its visual element's recognizers, <id>.longPress and <id>.pan")
  func recognizers() throws {
    let decoded = try scenario(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UISwitch", "frame": [0, 0, 51, 31]}]}}"#
    )
    var sim = Simulation(screen: decoded.screen, parameters: decoded.parameters)
    sim.instantiate(decoded.root, in: sim.window)
    #expect(sim.recognizerIDs.map { sim.name(of: $0) } == ["s.longPress", "s.pan"])
  }

  @Test("isOn on a view that is not a switch is an error naming the view's class")
  func notASwitch() {
    let text = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "b", "class": "UIButton", "isOn": true}]}}"#
    ).joined(separator: "\n")
    #expect(text.contains("'isOn' applies to a UISwitch, and 'b' is a UIButton"), "\(text)")
  }

  @Test("A setOn action is read, and one without 'on' is an error")
  func setOnAction() throws {
    let decoded = try scenario(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UISwitch"}, {"id": "b", "class": "UIButton", "on": {"touchUpInside": [{"setOn": {"view": "s", "on": true, "animated": true}}]}}]}}"#
    )
    let button = try #require(decoded.root.entries.first { $0.properties.name == "b" })
    #expect(
      button.handlers.actions(for: .touchUpInside) == [.setOn(view: "s", true, animated: true)])
    let text = diagnostics(
      #"{"root": {"id": "root", "children": [{"id": "s", "class": "UISwitch"}, {"id": "b", "class": "UIButton", "on": {"touchUpInside": [{"setOn": {"view": "s"}}]}}]}}"#
    ).joined(separator: "\n")
    #expect(text.contains("'on'"), "\(text)")
  }
}

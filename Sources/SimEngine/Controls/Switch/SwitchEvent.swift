/// A `UISwitch`'s visual element's recognizers reaching their handlers (`_handleLongPress:`,
/// `_handlePan:`): the actions of the switch's built-in recognizers, by the switch's view (not
/// its name, which a table's reused cell changes).
enum SwitchEvent: Hashable, Sendable {
  case longPress(ViewID, GestureState)
  case pan(ViewID, GestureState)
}

/// A `UISwitch`'s visual element's recognizers reaching their handlers (`_handleLongPress:`,
/// `_handlePan:`): the actions of the switch's built-in recognizers, by the switch's name.
enum SwitchEvent: Hashable, Sendable {
  case longPress(String, GestureState)
  case pan(String, GestureState)
}

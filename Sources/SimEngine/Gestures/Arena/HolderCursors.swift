/// Where each touch's search for the recognizers that hold its events back stands.
///
/// A touch's holders are the first undecided recognizer in its list that delays `began` and
/// the first that delays `ended` (``GestureArena/holders(ofTouch:among:)``). They are asked for
/// at every event of the touch and after every recognizer of it fails or recognizes, so a scan
/// of the list from its start each time costs the list's length squared when many recognizers
/// fail one by one (issue 36: a thousand recognizers on one view). While the touch is down a
/// recognizer in its list only leaves `possible`, never comes back, except through a reset of a
/// finished recognizer at the end of an event; so each search resumes where the last stopped,
/// and a reset anywhere sends every touch's search back to the start of its list.
struct HolderCursors: Sendable {
  struct Cursor: Sendable {
    /// The resets seen when the positions were found; older positions are not trusted.
    var generation: Int
    /// Positions in the touch's recognizer list: none before them can hold that phase now.
    var began: Int
    var ended: Int
  }

  /// Touch `n`'s cursor at `n - 1`, made when first asked for.
  private var cursors: [Cursor] = []
  private var generation = 0
  /// Entries of recognizer lists looked at, over the run: what a test counts.
  private(set) var steps = 0

  /// A finished recognizer went back to `possible`: earlier positions may have passed it.
  mutating func recognizerReset() { generation += 1 }

  /// The first position from `start` in `ids` whose recognizer `holds`, or `ids.count`.
  private mutating func search(
    _ ids: [RecognizerID], from start: Int, _ holds: (RecognizerID) -> Bool
  )
    -> Int
  {
    var position = start
    while position < ids.count && !holds(ids[position]) {
      position += 1
      steps += 1
    }
    steps += 1
    return position
  }

  /// Touch `number`'s holders among `ids` (its recognizer list, the same each time it is asked):
  /// those for which `delaysBegan` and `delaysEnded` hold, searched on from the last positions.
  mutating func holders(
    ofTouch number: Int, among ids: [RecognizerID], delaysBegan: (RecognizerID) -> Bool,
    delaysEnded: (RecognizerID) -> Bool
  ) -> TouchHolders {
    while cursors.count < number {
      cursors.append(Cursor(generation: generation, began: 0, ended: 0))
    }
    var cursor = cursors[number - 1]
    if cursor.generation != generation {
      cursor = Cursor(generation: generation, began: 0, ended: 0)
    }
    cursor.began = search(ids, from: cursor.began, delaysBegan)
    cursor.ended = search(ids, from: cursor.ended, delaysEnded)
    cursors[number - 1] = cursor
    return TouchHolders(
      began: cursor.began < ids.count ? ids[cursor.began] : nil,
      ended: cursor.ended < ids.count ? ids[cursor.ended] : nil)
  }
}

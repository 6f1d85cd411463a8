/// An append-only list kept in segments of a fixed number of elements.
///
/// A run's history (its journal, every animation it started) only grows. In an array, each
/// growth step copies everything so far into a buffer twice as large, from fresh pages the
/// kernel must fault in, and for a moment holds both: a history of `n` entries costs up to
/// 2n of memory and about 3n of writes, and a history ten times longer can cost sixteen times
/// as much when one sits just below a power of two and the other just above. Here a full
/// segment is never copied or moved: appending touches only the last segment, and memory is
/// the history's size rounded up to one segment. The first segment grows as an array does, so
/// a short run holds no more than it would in one.
///
/// Reading is an index split into a segment and an offset (a shift and a mask).
public struct SegmentedList<Element>: RandomAccessCollection, MutableCollection {
  /// Elements per segment: a power of two.
  @usableFromInline static var segmentCapacity: Int { 1 << segmentShift }
  @usableFromInline static var segmentShift: Int { 10 }

  @usableFromInline var segments: [[Element]] = []
  public private(set) var count = 0

  public init() {}

  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    for element in elements { append(element) }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  @inlinable public subscript(position: Int) -> Element {
    get {
      precondition(position >= 0 && position < count, "SegmentedList index out of range")
      return segments[position >> Self.segmentShift][position & (Self.segmentCapacity - 1)]
    }
    set {
      precondition(position >= 0 && position < count, "SegmentedList index out of range")
      segments[position >> Self.segmentShift][position & (Self.segmentCapacity - 1)] = newValue
    }
  }

  /// Adds `element` at the end; never moves an element already stored beyond the first
  /// segment.
  public mutating func append(_ element: Element) {
    if count & (Self.segmentCapacity - 1) == 0 && count > 0 {
      var segment: [Element] = []
      segment.reserveCapacity(Self.segmentCapacity)
      segments.append(segment)
    } else if segments.isEmpty {
      segments.append([])
    }
    segments[segments.count - 1].append(element)
    count += 1
  }
}

extension SegmentedList: Sendable where Element: Sendable {}

extension SegmentedList: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}

extension SegmentedList: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) { self.init(elements) }
}

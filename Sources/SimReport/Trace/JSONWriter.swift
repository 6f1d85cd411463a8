import SimEngine
import SimGeometry

/// Compact JSON written straight into a reusable buffer of UTF-8 bytes, the same bytes
/// ``JSONValue/render(into:)`` prints, at a few instructions a byte: keys and punctuation are
/// static and already escaped, strings are escaped a byte at a time (only `"`, `\` and control
/// characters need it, and no byte of a multi-byte UTF-8 sequence is one of them), integers are
/// printed digit by digit, and times from their integer nanoseconds.
public struct JSONWriter: Sendable {
  public var bytes: [UInt8] = []

  public init() {}

  /// Text that is already JSON (punctuation, a quoted key with its colon).
  @inline(__always)
  public mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  @inline(__always)
  public mutating func raw<S: Sequence<UInt8>>(_ text: S) {
    bytes.append(contentsOf: text)
  }

  @inline(__always)
  public mutating func byte(_ value: UInt8) { bytes.append(value) }

  /// A quoted, escaped string, as ``JSONValue/quote(_:into:)`` writes it.
  public mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var start = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        start = index + 1
        switch byte {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        case UInt8(ascii: "\n"): raw("\\n")
        case UInt8(ascii: "\r"): raw("\\r")
        case UInt8(ascii: "\t"): raw("\\t")
        default:
          raw("\\u00")
          bytes.append(Self.hex[Int(byte >> 4)])
          bytes.append(Self.hex[Int(byte & 0xF)])
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static let hex = Array("0123456789abcdef".utf8)

  public mutating func optionalString(_ text: String?) {
    if let text { string(text) } else { raw("null") }
  }

  public mutating func bool(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }

  /// A whole number's decimal digits.
  public mutating func integer<I: BinaryInteger>(_ value: I) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = UInt64(value.magnitude)
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 20 digits
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      bytes.append(contentsOf: buffer[(24 - count)...])
    }
  }

  /// A number as ``Double/compactDescription`` prints it, or null when it is not finite.
  public mutating func number(_ value: Double) {
    guard value.isFinite else { return raw("null") }
    if value == 0 { return bytes.append(UInt8(ascii: "0")) }
    if value == value.rounded(), abs(value) < 1e15 { return integer(Int64(value)) }
    // The shortest digits that round-trip, as `description` prints them, but written from the
    // standard library's stack buffer straight into ours instead of through a new String.
    var sink = ASCIISink(bytes: bytes)
    bytes = []
    value.write(to: &sink)
    bytes = sink.bytes
  }

  /// A time as ``Instant/description`` prints it: seconds, up to nine decimals, no trailing
  /// zeros.
  public mutating func time(_ instant: Instant) {
    let nanoseconds = instant.nanoseconds
    if nanoseconds < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = nanoseconds.magnitude
    integer(magnitude / 1_000_000_000)
    var fraction = magnitude % 1_000_000_000
    guard fraction != 0 else { return }
    bytes.append(UInt8(ascii: "."))
    var digits = 9
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    var divisor: UInt64 = 1
    for _ in 1..<digits { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
      divisor /= 10
    }
  }

  /// `[x,y]`.
  public mutating func numbers(_ x: Double, _ y: Double) {
    bytes.append(UInt8(ascii: "["))
    number(x)
    next(y)
    bytes.append(UInt8(ascii: "]"))
  }

  /// `[x,y,width,height]`.
  public mutating func rect(_ r: Rect) { numbers(r.minX, r.minY, r.width, r.height) }

  /// `[a,b,c,d]`.
  public mutating func numbers(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
    bytes.append(UInt8(ascii: "["))
    number(a)
    next(b)
    next(c)
    next(d)
    bytes.append(UInt8(ascii: "]"))
  }

  /// `[a,b,c,d,tx,ty]`.
  public mutating func transform(_ t: AffineTransform) {
    bytes.append(UInt8(ascii: "["))
    number(t.a)
    next(t.b)
    next(t.c)
    next(t.d)
    next(t.tx)
    next(t.ty)
    bytes.append(UInt8(ascii: "]"))
  }

  /// `,value`: the next number of a list.
  @inline(__always)
  private mutating func next(_ value: Double) {
    bytes.append(UInt8(ascii: ","))
    number(value)
  }

  /// Takes the ASCII a number writes of itself without building a String on the way.
  private struct ASCIISink: TextOutputStream {
    var bytes: [UInt8]
    mutating func write(_ string: String) { bytes.append(contentsOf: string.utf8) }
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
      bytes.append(contentsOf: buffer)
    }
  }

  /// What has been written, as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}

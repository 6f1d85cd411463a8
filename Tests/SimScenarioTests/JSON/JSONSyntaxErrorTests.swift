import Testing

@testable import SimScenario

/// One malformed input and the exact diagnostic a user should see for it.
struct JSONSyntaxErrorCase: Sendable, CustomTestStringConvertible {
  let input: [UInt8]
  let location: String
  let message: String

  init(_ input: String, _ location: String, _ message: String) {
    self.init(bytes: Array(input.utf8), location, message)
  }

  init(bytes: [UInt8], _ location: String, _ message: String) {
    self.input = bytes
    self.location = location
    self.message = message
  }

  var testDescription: String { String(decoding: input, as: UTF8.self).debugDescription }
}

@Suite("JSON syntax errors")
struct JSONSyntaxErrorTests {
  static let structure: [JSONSyntaxErrorCase] = [
    JSONSyntaxErrorCase("", "1:1", "the file is empty: expected a JSON value"),
    JSONSyntaxErrorCase("  \n ", "2:2", "the file is empty: expected a JSON value"),
    JSONSyntaxErrorCase("[1, 2,]", "1:6", "trailing comma before ']'"),
    JSONSyntaxErrorCase("{\"a\": 1,\n}", "1:8", "trailing comma before '}'"),
    JSONSyntaxErrorCase("[\r\n1,\r\n]", "2:2", "trailing comma before ']'"),
    JSONSyntaxErrorCase("[1 2]", "1:4", "missing ',' between array elements"),
    JSONSyntaxErrorCase("[true false]", "1:7", "missing ',' between array elements"),
    JSONSyntaxErrorCase("{\"a\": 1 \"b\": 2}", "1:9", "missing ',' between object members"),
    JSONSyntaxErrorCase(
      "{\"a\": 1 x}", "1:9", "expected ',' or '}' after an object member, found 'x'"),
    JSONSyntaxErrorCase("[1; 2]", "1:3", "expected ',' or ']' after an array element, found ';'"),
    JSONSyntaxErrorCase("[1}", "1:3", "expected ',' or ']' after an array element, found '}'"),
    JSONSyntaxErrorCase("[1,,2]", "1:4", "expected a value after ',', found ','"),
    JSONSyntaxErrorCase("[\u{A0}1]", "1:2", "expected a value or ']', found U+00A0"),
    JSONSyntaxErrorCase("{\"a\": }", "1:7", "expected a value for the key 'a', found '}'"),
    JSONSyntaxErrorCase("{\"a\" 1}", "1:6", "expected ':' after the key 'a', found '1'"),
    JSONSyntaxErrorCase("{1: 2}", "1:2", "expected a string key or '}', found '1'"),
    JSONSyntaxErrorCase("{} x", "1:4", "unexpected 'x' after the end of the JSON value"),
    JSONSyntaxErrorCase("[1]\n[2]", "2:1", "unexpected '[' after the end of the JSON value"),
  ]

  static let endOfInput: [JSONSyntaxErrorCase] = [
    JSONSyntaxErrorCase(
      "{", "1:2", "unexpected end of input: expected '}' to close the object that starts at 1:1"),
    JSONSyntaxErrorCase(
      "[\n  {\n    \"a\": {\"b\": 1}\n", "4:1",
      "unexpected end of input: expected '}' to close the object that starts at 2:3"),
    JSONSyntaxErrorCase(
      "[[[[", "1:5",
      "unexpected end of input: expected a value or ']' to close the array that starts at 1:4"),
    JSONSyntaxErrorCase(
      "[1", "1:3", "unexpected end of input: expected ']' to close the array that starts at 1:1"),
    JSONSyntaxErrorCase(
      "[\n  [1,\n", "3:1",
      "unexpected end of input: expected a value after ',' in the array that starts at 2:3"),
    JSONSyntaxErrorCase(
      "{\"a\":", "1:6", "unexpected end of input: expected a value for the key 'a'"),
    JSONSyntaxErrorCase("{\"a\"", "1:5", "unexpected end of input: expected ':' after the key 'a'"),
    JSONSyntaxErrorCase(
      "{\"a\":1,", "1:8",
      "unexpected end of input: expected a key after ',' in the object that starts at 1:1"
    ),
    JSONSyntaxErrorCase("-", "1:2", "unexpected end of input: expected a digit after '-'"),
    JSONSyntaxErrorCase(
      "1e", "1:3", "unexpected end of input: expected a digit after the exponent"),
  ]

  static let wordsAndNumbers: [JSONSyntaxErrorCase] = [
    JSONSyntaxErrorCase("{'a': 1}", "1:2", "strings use double quotes, not single quotes"),
    JSONSyntaxErrorCase(
      "[\u{201C}x\u{201D}]", "1:2", "strings use straight double quotes (\"), not '\u{201C}'"),
    JSONSyntaxErrorCase("[1, // two\n 2]", "1:5", "comments are not allowed in JSON"),
    JSONSyntaxErrorCase("/* c */ {}", "1:1", "comments are not allowed in JSON"),
    JSONSyntaxErrorCase("{} // end", "1:4", "comments are not allowed in JSON"),
    JSONSyntaxErrorCase("[NaN]", "1:2", "'NaN' is not a JSON value; use a finite number"),
    JSONSyntaxErrorCase("Infinity", "1:1", "'Infinity' is not a JSON value; use a finite number"),
    JSONSyntaxErrorCase(
      "[-Infinity]", "1:2", "'-Infinity' is not a JSON value; use a finite number"),
    JSONSyntaxErrorCase("[True]", "1:2", "'True' is not a JSON value; use 'true'"),
    JSONSyntaxErrorCase(
      "[hello]", "1:2", "'hello' is not a JSON value; strings must be in double quotes"),
    JSONSyntaxErrorCase(
      "{name: 1}", "1:2", "unquoted key 'name'; object keys must be strings in double quotes"),
    JSONSyntaxErrorCase("[007]", "1:2", "numbers cannot have leading zeros, found '007'"),
    JSONSyntaxErrorCase("-01", "1:2", "numbers cannot have leading zeros, found '01'"),
    JSONSyntaxErrorCase("[1.]", "1:4", "expected a digit after the decimal point, found ']'"),
    JSONSyntaxErrorCase("[1e+x]", "1:5", "expected a digit after the exponent, found 'x'"),
    JSONSyntaxErrorCase("[+1]", "1:2", "numbers cannot start with '+'"),
    JSONSyntaxErrorCase("[.5]", "1:2", "numbers need a digit before the decimal point, e.g. '0.5'"),
  ]

  static let strings: [JSONSyntaxErrorCase] = [
    JSONSyntaxErrorCase(
      "{\"a\": \"abc", "1:7", "unterminated string: the input ends before the closing '\"'"),
    JSONSyntaxErrorCase(
      "\"\\", "1:1", "unterminated string: the input ends before the closing '\"'"),
    JSONSyntaxErrorCase(
      "[\"abc\n\"]", "1:6",
      "unterminated string: a string cannot contain a line break; close it with '\"' or write '\\n'"
    ),
    JSONSyntaxErrorCase(
      "\"a\\qb\"", "1:3",
      "invalid escape '\\q'; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"),
    JSONSyntaxErrorCase(
      "\"\\'\"", "1:2", "invalid escape '\\''; a single quote needs no escape in a JSON string"),
    JSONSyntaxErrorCase(
      "\"\\u12G4\"", "1:2", "invalid escape '\\u12G4': '\\u' must be followed by 4 hex digits"),
    JSONSyntaxErrorCase(
      "\"\\u12", "1:2", "invalid escape '\\u12': '\\u' must be followed by 4 hex digits"),
    JSONSyntaxErrorCase(
      "\"a\u{01}\"", "1:3", "raw control character U+0001 in a string; write it as '\\u0001'"),
    JSONSyntaxErrorCase("\"a\tb\"", "1:3", "raw tab character in a string; write it as '\\t'"),
    JSONSyntaxErrorCase(
      "[\"ok\", \"\\uD83D\"]", "1:9",
      "lone surrogate '\\uD83D': a high surrogate must be followed by a '\\u' low surrogate (DC00-DFFF)"
    ),
    JSONSyntaxErrorCase(
      "\"\\uD83D\\u0041\"", "1:2",
      "lone surrogate '\\uD83D': a high surrogate must be followed by a '\\u' low surrogate (DC00-DFFF)"
    ),
    JSONSyntaxErrorCase(
      "\"x\\uDE00\"", "1:3",
      "lone surrogate '\\uDE00': a low surrogate must follow a '\\u' high surrogate (D800-DBFF)"),
  ]

  /// Columns count Unicode scalars, so multi-byte characters before an error count once each.
  static let nonASCIIAndEncoding: [JSONSyntaxErrorCase] = [
    JSONSyntaxErrorCase(
      "{\"héllo wörld\": 1,, }", "1:19", "expected a string key after ',', found ','"),
    JSONSyntaxErrorCase(
      "[\"😀\", x]", "1:7", "'x' is not a JSON value; strings must be in double quotes"),
    JSONSyntaxErrorCase("{\n  \"名前\": \"値\" \"x\"}", "2:13", "missing ',' between object members"),
    JSONSyntaxErrorCase(
      bytes: [0x22, 0x61, 0xFF, 0x22], "1:3", "invalid UTF-8: byte 0xFF cannot start a character"),
    JSONSyntaxErrorCase(
      bytes: [0x5B, 0x80, 0x5D], "1:2", "invalid UTF-8: byte 0x80 cannot start a character"),
    JSONSyntaxErrorCase(
      bytes: [0x22, 0xC3, 0x28, 0x22], "1:2",
      "invalid UTF-8: the sequence starting with byte 0xC3 is incomplete or malformed"),
    JSONSyntaxErrorCase(
      bytes: [0x22, 0xE0, 0x80, 0x80, 0x22], "1:2",
      "invalid UTF-8: the sequence starting with byte 0xE0 is incomplete or malformed"),
    JSONSyntaxErrorCase(
      bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "1:2",
      "invalid UTF-8: the sequence starting with byte 0xED is incomplete or malformed"),
    JSONSyntaxErrorCase(
      bytes: [0x22, 0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x22], "1:3",
      "invalid UTF-8: the sequence starting with byte 0xF0 is incomplete or malformed"),
    JSONSyntaxErrorCase(
      bytes: [0xEF, 0xBB, 0xBF] + Array("[1,]".utf8), "1:3", "trailing comma before ']'"),
  ]

  @Test("structural mistakes are reported at the offending character", arguments: structure)
  func structuralMistakes(_ testCase: JSONSyntaxErrorCase) { expectError(testCase) }

  @Test(
    "truncated input says what was expected and where the open container starts",
    arguments: endOfInput)
  func truncatedInput(_ testCase: JSONSyntaxErrorCase) { expectError(testCase) }

  @Test(
    "non-JSON words, comments, quotes and number forms get specific messages",
    arguments: wordsAndNumbers)
  func wordsAndNumberForms(_ testCase: JSONSyntaxErrorCase) { expectError(testCase) }

  @Test("string mistakes are reported inside the string", arguments: strings)
  func stringMistakes(_ testCase: JSONSyntaxErrorCase) { expectError(testCase) }

  @Test(
    "columns count Unicode scalars and invalid UTF-8 is a located error",
    arguments: nonASCIIAndEncoding)
  func encodingAndColumns(_ testCase: JSONSyntaxErrorCase) { expectError(testCase) }

  @Test("error locations carry the byte offset, counting a skipped BOM")
  func errorOffsetIncludesBOM() {
    #expect(
      throws: JSONSyntaxError(
        location: SimScenario.SourceLocation(line: 1, column: 3, offset: 5),
        message: "trailing comma before ']'")
    ) {
      try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8))
    }
  }

  @Test("firstLine shifts error lines for JSON Lines callers")
  func firstLineShiftsErrors() {
    #expect(
      throws: JSONSyntaxError(
        location: SimScenario.SourceLocation(line: 11, column: 2, offset: 3),
        message: "unquoted key 'x'; object keys must be strings in double quotes")
    ) {
      try JSONParser.parse("{\n x: 1}", firstLine: 10)
    }
  }

  @Test("the error description is line:column: message")
  func errorDescription() {
    let error = JSONSyntaxError(
      location: SimScenario.SourceLocation(line: 3, column: 5, offset: 20),
      message: "trailing comma before ']'")
    #expect(error.description == "3:5: trailing comma before ']'")
  }

  private func expectError(
    _ testCase: JSONSyntaxErrorCase, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    do {
      let document = try JSONParser.parse(testCase.input)
      Issue.record(
        "parsed without error into \(document.nodeCount) nodes", sourceLocation: sourceLocation)
    } catch {
      #expect(error.message == testCase.message, sourceLocation: sourceLocation)
      #expect(error.location.description == testCase.location, sourceLocation: sourceLocation)
    }
  }
}

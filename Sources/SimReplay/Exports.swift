// `import SimReplay` is all a test needs: the four library modules, and CoreGraphics' geometry
// types (Foundation's on Linux), which the Swift API takes as UIKit does. Only those four of
// Foundation's types are re-exported: all of Foundation would bring its `AffineTransform`
// beside SimGeometry's, and every test that names one would be ambiguous.
@_exported import SimEngine
@_exported import SimGeometry
@_exported import SimReport
@_exported import SimScenario

@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize

import SimEngine
import SimScenario
import Testing

/// Which UIKit behaviour each class of a dump gets (docs/recursive-description.md, "Classes").
@Suite("recursiveDescription: class mapping")
struct ImportClassMappingTests {
  /// The class kind and `base` of the view labelled `label` in fixture `prefix`.
  func mapping(_ prefix: String, _ label: String) throws -> (ViewClass.Kind, String?) {
    let view = try #require(try DumpFixtures.load(prefix).view(label))
    return (view.properties.viewClass.kind, view.base)
  }

  @Test(
    "Each class gets the behaviour of the UIKit class it is, says it is, or is known to be",
    arguments: [
      // Known to the engine by name: no base.
      ("03", "<UIButton: 0x16d901e0>", ViewClass.Kind.button, nil as String?),
      ("03", "<UITextField: 0x16e8fbd0>", .control, nil),
      ("08", "<UISwitch: 0x11a70f9e0>", .control, nil),
      ("06", "<UITableView: 0x1081a0600>", .scrollView, nil),
      // A window is a view.
      ("03", "<UIWindow: 0x16e82190>", .view, "UIView"),
      // The baseClass UIKit prints for classes outside UIKit.
      ("06", "<AAUIButton: 0x107d9de50>", .button, "UIButton"),
      ("01", "<PUCollectionView: 0x1834e400>", .scrollView, "UICollectionView"),
      ("04", "<_MFMailRecipientTextField: 0x89b5fe0>", .control, "UITextField"),
      // An unknown printed base (UITransitionView) makes a plain view, whatever the name says.
      ("04", "<MFMailComposeView: 0x89b4410>", .view, "UIView"),
      // Private UIKit classes with a known superclass.
      ("01", "<UINavigationButton: 0x1a29d2e0>", .button, "UIButton"),
      ("06", "<_UIButtonBarButton: 0x107de7110>", .control, "UIControl"),
      ("03", "<UIButtonLabel: 0x16e72b70>", .view, "UILabel"),
      ("07", "<UITableViewCellScrollView: 0xa817070>", .scrollView, "UIScrollView"),
      // Anything else is a plain view.
      ("08", "<UISwitchModernVisualElement: 0x11a710060>", .view, "UIView"),
    ])
  func classes(prefix: String, label: String, kind: ViewClass.Kind, base: String?) throws {
    let (actualKind, actualBase) = try mapping(prefix, label)
    #expect(actualKind == kind)
    #expect(actualBase == base)
  }

  @Test("A name ending in Button, Label or ImageView takes that class's behaviour")
  func nameSuffixes() throws {
    let dump = try RecursiveDescription.parse(
      """
      <MyCardView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
         | <_UIPrivateCloseButton: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>
         | <FancyLabel: 0x5; frame = (0 0; 10 10); userInteractionEnabled = NO; layer = <CALayer: 0x6>>
         | <AvatarImageView: 0x7; frame = (0 0; 10 10); userInteractionEnabled = NO; layer = <CALayer: 0x8>>
         | <Feed: 0x9; frame = (0 0; 10 10); layer = <CALayer: 0xa>; contentOffset: {0, 5}>
      """, file: "dump.txt"
    ).get()
    #expect(
      dump.views.map(\.base) == ["UIView", "UIButton", "UILabel", "UIImageView", "UIScrollView"])
  }

  @Test("Controls are taken to be enabled, since a dump never prints 'enabled'")
  func controlsAreEnabled() throws {
    let dump = try DumpFixtures.load("03")
    let button = try #require(dump.view("<UIButton: 0x16d901e0>"))
    #expect(button.properties.isEnabled)
  }
}

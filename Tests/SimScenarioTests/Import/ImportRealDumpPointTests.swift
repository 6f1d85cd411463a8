import SimScenario
import Testing

/// Points in each real dump, worked out by hand from the dump's text with UIKit's rules
/// (docs/semantics.md): skip hidden, alpha < 0.01 and userInteractionEnabled = NO views with
/// their subtrees; a point must be inside a view's bounds (half-open) for it or its subviews to
/// be hit; subviews front (last) to back; local = point − frame origin + bounds origin, the
/// bounds origin being a scroll view's contentOffset. The arithmetic is in the comments.
@Suite("recursiveDescription: hand-worked points in the real dumps")
struct ImportRealDumpPointTests {
  @Test(
    "01 (photos picker, contentOffset {0, -44}): points hit what UIKit would pick",
    arguments: [
      // Nav bar (0 0; 320 44) is in front of the transition view. UINavigationButton
      // (278 7; 34 30): local (12, 13); its UIButtonLabel is not interactive.
      (290.0, 20.0, "<UINavigationButton: 0x1a29d2e0>"),
      // UINavigationItemView (126 8; 68 27) holds (150, 20) but has userInteractionEnabled =
      // NO; the button is at x ≥ 278 and the background is NO too: the bar itself.
      (150, 20, "<UINavigationBar: 0x1a2a0f80>"),
      // Collection view bounds origin (0, -44): content y = 60 - 44 = 16, in the first cell
      // (0 9.5; 78.5 78.5) at (10, 6.5), and in its PUPhotoView (0 0; 78.5 78.5).
      (10, 60, "<PUPhotoView: 0x1a3eb820>"),
      // Content y = 50 - 44 = 6 < 9.5: above the cells (without the offset, y 50 would be in one).
      (10, 50, "<PUCollectionView: 0x1834e400>"),
      // Last cell (241.5 251): content (250, 256) → (8.5, 5). Its front subview is the UIView
      // with hidden = YES (and alpha 0.5, userInteractionEnabled = NO): skipped, the photo view
      // behind it takes the point.
      (250, 300, "<PUPhotoView: 0x191d76e0>"),
      // Scroll indicator (317.5 480; 2.5 44) at content (318, 486) has alpha = 0: skipped, and
      // no cell is there (the last row ends at 329.5).
      (318, 530, "<PUCollectionView: 0x1834e400>"),
      // x = 320 is the window's right edge, which a half-open rectangle excludes.
      (320, 10, "none"),
    ])
  func photosPicker(x: Double, y: Double, expected: String) throws {
    #expect(try DumpFixtures.load("01").hit(x, y) == expected)
  }

  @Test(
    "02 (remote view, scale 0.5 with userInteractionEnabled = NO): points hit what UIKit would pick",
    arguments: [
      // Wrapper (0 20): (160, 220) in the UIView and _UISizeTrackingView; the _UIRemoteView in
      // it has userInteractionEnabled = NO, so the tracking view answers.
      (160.0, 240.0, "<_UISizeTrackingView: 0x1e05c030>"),
      // y = 10 is above the wrapper (0 20; 320 460): the transition view (0 0; 320 480).
      (160, 10, "<UINavigationTransitionView: 0x1d57f6a0>"),
      // Outside the root (0 0; 320 480), which is not a window: nothing.
      (400, 10, "none"),
    ])
  func remoteView(x: Double, y: Double, expected: String) throws {
    #expect(try DumpFixtures.load("02").hit(x, y) == expected)
  }

  @Test(
    "03 (OWASP crackme, hidden label): points hit what UIKit would pick",
    arguments: [
      // UIButton (8 191; 304 30): local (142, 9); UIButtonLabel (133 6; 38 18) holds (142, 9)
      // but has userInteractionEnabled = NO, so the touch falls to the button.
      (150.0, 200.0, "<UIButton: 0x16d901e0>"),
      // The 'i am groot!' label (0 40; 82 20.5) is hidden: the container view answers.
      (5, 45, "<UIView: 0x16e935f0>"),
      // UITextField (8 141; 304 30): local (92, 9); its background has interaction off.
      (100, 150, "<UITextField: 0x16e8fbd0>"),
      // The label at (0 110.5; 320 20.5) has userInteractionEnabled = NO.
      (100, 120, "<UIView: 0x16e935f0>"),
    ])
  func crackme(x: Double, y: Double, expected: String) throws {
    #expect(try DumpFixtures.load("03").hit(x, y) == expected)
  }

  @Test(
    "04 (iOS 5 mail compose, XX views, overlapping siblings): points hit what UIKit would pick",
    arguments: [
      // Nav bar (0 20; 320 44): local (25, 13) in Cancel (5 7; 60 30); its image view and
      // label have interaction off.
      (30.0, 40.0, "<UINavigationButton: 0x89b1bf0>"),
      // Wrapper (0 64), scroll view offset {0, 0}: (100, 64) in the header view (0 0; 320 132).
      // Four siblings share (0 44; 320 44); the front one, MFComposeMultiView, is visible (the
      // three XX ones have alpha 0): local (100, 20); its UILabel (73 9; 239 25) has
      // interaction off.
      (100, 128, "<MFComposeMultiView: 0x7e97270>"),
      // Scroll content (315, 236): the XX indicator (312 1; 7 384) has alpha 0, so the touch
      // goes to the sibling behind it, the text content view (0 132), at (315, 104) its body.
      (315, 300, "<MFComposeBodyField: 0x832f200>"),
      // Scroll content (100, 108): subject view (0 88) at (100, 20), its field (76 12; 236 25).
      (100, 172, "<UITextField: 0x89c0710>"),
      // y = 10 is above the nav bar (0 20) and the wrapper (0 64): the transition view.
      (100, 10, "<UINavigationTransitionView: 0x89b1460>"),
    ])
  func mailComposeIOS5(x: Double, y: Double, expected: String) throws {
    #expect(try DumpFixtures.load("04").hit(x, y) == expected)
  }

  @Test(
    "05 (Chisel overlay, three window-level siblings): points hit what UIKit would pick",
    arguments: [
      // The last UITransitionView covers the window, so the alpha-0.5 overlay behind it is never
      // reached; UIButton (164 318; 46 30) at (16, 12), its label not interactive.
      (180.0, 330.0, "<UIButton: 0x7f80f2d11820>"),
      // x = 209.9 < 164 + 46 = 210: still the button; x = 210 is its excluded right edge.
      (209.9, 330, "<UIButton: 0x7f80f2d11820>"),
      (210, 330, "<UIView: 0x7f80f2d11b40>"),
      // Outside the 414-wide window.
      (500, 10, "none"),
    ])
  func chiselOverlay(x: Double, y: Double, expected: String) throws {
    #expect(try DumpFixtures.load("05").hit(x, y) == expected)
  }

  @Test(
    "06 (Apple ID sheet, depth 17, contentOffset {0, -56}): points hit what UIKit would pick",
    arguments: [
      // Above the sheet (UIDropShadowView starts at y 40): the dimming view
      // (-375 -667; 1125 2001) at (475, 687).
      (100.0, 20.0, "<UIDimmingView: 0x107eac170>"),
      // Sheet (0 40): (20, 20) down to the layout container, whose nav bar (0 0; 375 56) is in
      // front; its content view, the left stack (8 6) at (12, 14), the bar button (0 0; 46 44);
      // the _UIModernBarButton in it has interaction off.
      (20, 60, "<_UIButtonBarButton: 0x107de7110>"),
      // Table view at window y 40, bounds origin (0, -56): content y = 280 - 40 - 56 = 184, in
      // the cell (0 155; 375 60) at (200, 29), its content view, the text field
      // (114 19; 245 22) at (86, 10), whose label and canvas have interaction off.
      (200, 280, "<UITextField: 0x10814f400>"),
      // Content (100, 464): footer (0 215) at (100, 249), its buddy view, the stack
      // (16 23.5) at (84, 225.5), OBPrivacyLinkButton (0 193; 343 93) at (84, 32.5); its UIView
      // (holding the UITextView) has userInteractionEnabled = NO: the button.
      (100, 560, "<OBPrivacyLinkButton: 0x107d6a250>"),
      // Content (370, 304): the indicator (369 105.5; 3 462.5) has alpha 0; the footer at
      // (370, 89), its buddy view, whose stack ends at x 359: the buddy view.
      (370, 400, "<AAUIBuddyView: 0x107d570d0>"),
    ])
  func appleIDSheet(x: Double, y: Double, expected: String) throws {
    #expect(try DumpFixtures.load("06").hit(x, y) == expected)
  }

  @Test(
    "07 (swiped cell, contentOffset {82, 0}): points hit what UIKit would pick",
    arguments: [
      // Scroll content x = 250 + 82 = 332: the delete view (320 0; 82 44) at (12, 20), its
      // button (0 0; 82 43.5); the 'Delete' label starts at x 15.
      (250.0, 20.0, "<UITableViewCellDeleteConfirmationButton: 0x8b61b60>"),
      // Button local (22, 20) is in the 'Delete' label (15 11; 52 22), which has
      // userInteractionEnabled = NO: the button.
      (260, 20, "<UITableViewCellDeleteConfirmationButton: 0x8b61b60>"),
      // Content (182, 20): content view (0 0; 287 43.5), the 'Item #1' label (15 0; 270 43.5)
      // at (167, 20). It prints no userInteractionEnabled = NO, so it is interactive.
      (100, 20, "<UILabel: 0xa8167a0>"),
      // Content (301, 20): the chevron UIButton (297 16; 8 12.5) has interaction off; the
      // content view ends at 287 and the delete view starts at 320: the scroll view.
      (219, 20, "<UITableViewCellScrollView: 0xa817070>"),
      // Below the cell.
      (10, 44.5, "none"),
    ])
  func swipedCell(x: Double, y: Double, expected: String) throws {
    #expect(try DumpFixtures.load("07").hit(x, y) == expected)
  }

  @Test(
    "08 (UISwitch internals): points hit what UIKit would pick",
    arguments: [
      // Switch (10 40): (20, 10) in the visual element and the second UIView (0 0; 51 31);
      // front to back: image views with interaction off (and alpha 0), then the UIView
      // (0 0; 51 31), whose only subview is a zero-size image view: the plain UIView.
      (30.0, 50.0, "<UIView: 0x11a635710>"),
      // Outside the switch (10 40; 51 31): the root.
      (5, 5, "<UIView: 0x11a5421b0>"),
      // x = 100 is the root's right edge.
      (100, 50, "none"),
    ])
  func switchInternals(x: Double, y: Double, expected: String) throws {
    #expect(try DumpFixtures.load("08").hit(x, y) == expected)
  }

  @Test(
    "09 (a view rotated by π/8): points hit what UIKit would pick",
    arguments: [
      // The centre (50, 50) of the rotated 100 × 100 view.
      (50.0, 50.0, "<UIView: 0x11ca04440>"),
      // (2, 2) is in the printed frame (-15.3281 -15.3281; 130.656 130.656) but not in the
      // view: d = (-48, -48); unrotated x = cos·dx + sin·dy = -62.69, so local x = 50 - 62.69
      // < 0. The label (20 20; 40 40) is not there either: the root.
      (2, 2, "<UIView: 0x11cc1e820>"),
      // d = (30, -48): local y = 50 + (-sin·30 + cos·(-48)) = 50 - 55.83 < 0: outside, the root.
      (80, 2, "<UIView: 0x11cc1e820>"),
      // d = (49, 0): local (50 + 45.27, 50 - 18.75) = (95.27, 31.25): inside.
      (99, 50, "<UIView: 0x11ca04440>"),
      // In the rotated view but outside the root (0 0; 100 100): it can't be hit there.
      (105, 50, "none"),
    ])
  func rotatedCover(x: Double, y: Double, expected: String) throws {
    #expect(try DumpFixtures.load("09").hit(x, y) == expected)
  }
}

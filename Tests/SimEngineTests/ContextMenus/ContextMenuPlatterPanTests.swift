import SimGeometry
import Testing

@testable import SimEngine

/// A drag of the open menu's preview: `_UIContextMenuPanController` (iOS 18.2). Expected values
/// come from its constants, by hand: the rubber band 50·(1 − 1/(x/50·0.2 + 1))
/// (`-_rubberBandedTranslationForGestureTranslation:`, `previewRubberbandingCoefficient` 0.2,
/// tear-off threshold 50); down, the scale 1 − 0.3·y/250 held to 0.7 and the centre lowered by
/// half the height lost (`-_animationsForPreviewPlusActionsStyleWithTranslation:location:`);
/// the release: > 300 pt/s or past 250 pt dismisses, < −300 pt/s springs back
/// (`-_updateForGestureWithState:…` case 3, `-_nearestDetentWithTranslation:`); the velocity
/// `_UIVelocityIntegrator`'s (samples 5 pt apart, the sum over the time since the oldest).
@Suite("Context menus: dragging the preview")
struct ContextMenuPlatterPanTests {
  /// The photo's menu as the engine lays it out: preview (40, 100, 200 × 150), menu 8 pt
  /// below it at the same left edge, two 44 pt rows.
  static let geometry = ContextMenuPlatterPan.Geometry(
    preview: Rect(x: 40, y: 100, width: 200, height: 150),
    menu: Rect(x: 40, y: 258, width: 250, height: 88))

  static func band(_ x: Double) -> Double { 50 * (1 - 1 / (x / 50 * 0.2 + 1)) }

  @Test("Sideways the preview is rubber-banded: 50·(1 − 1/(x/50·0.2 + 1)), either way")
  func sidewaysRubberBand() {
    #expect(ContextMenuPlatterPan.rubberBand(30) == Self.band(30))
    #expect(abs(ContextMenuPlatterPan.rubberBand(30) - 50 * 0.12 / 1.12) < 1e-12)
    #expect(ContextMenuPlatterPan.rubberBand(-30) == -ContextMenuPlatterPan.rubberBand(30))
    let down = ContextMenuPlatterPan.rubberBanded(Point(x: 30, y: 80))
    #expect(down == Point(x: Self.band(30), y: 80))
  }

  @Test("Up, the distance is banded along its direction")
  func upwardRubberBand() {
    let up = ContextMenuPlatterPan.rubberBanded(Point(x: 60, y: -80))
    // r = 100, r' = 50·(1 − 1/1.4) along (0.6, −0.8).
    let banded = 50 * (1 - 1 / 1.4)
    #expect(abs(up.x - banded * 0.6) < 1e-12)
    #expect(abs(up.y + banded * 0.8) < 1e-12)
  }

  @Test("Dragged down 100 pt, the preview follows at scale 0.88, lowered by half what it lost")
  func downwardPlacement() {
    let placement = ContextMenuPlatterPan.placement(
      translation: Point(x: 0, y: 100), location: Point(x: 140, y: 275), geometry: Self.geometry,
      previewCenterY: 175)
    let scale = 1 - 0.4 + 0.4 * 0.7
    #expect(abs(placement.previewTransform.a - scale) < 1e-12)
    #expect(abs(placement.previewTransform.d - scale) < 1e-12)
    // The finger below the centre: the transform is the scale alone.
    #expect(abs(placement.previewTransform.ty) < 1e-12)
    let centerY = 175 + 100 + (150 - scale * 150) / 2
    #expect(placement.previewCenter.x == 140)
    #expect(abs(placement.previewCenter.y - centerY) < 1e-12)
    // The menu keeps its 8 pt + half its height below the preview's drawn bottom edge.
    let bottom = centerY + scale * 150 / 2
    #expect(abs(placement.menuCenter.y - (bottom + 8 + 44)) < 1e-9)
    #expect(placement.menuCenter.x == 165)
  }

  @Test("With the finger above the centre, the transform moves the preview up by (1 − s²)·dy")
  func fingerAboveTheCentre() {
    let placement = ContextMenuPlatterPan.placement(
      translation: Point(x: 0, y: 100), location: Point(x: 140, y: 155), geometry: Self.geometry,
      previewCenterY: 175)
    let scale = 0.88
    #expect(abs(placement.previewTransform.ty - (-20) * (1 - scale * scale)) < 1e-9)
  }

  @Test("The menu hides (scale 0.2, alpha 0) past 50 pt down, not at 50")
  func menuHidesPastFifty() {
    func placed(_ y: Double) -> ContextMenuPlatterPan.Placement {
      ContextMenuPlatterPan.placement(
        translation: Point(x: 0, y: y), location: Point(x: 140, y: 175 + y),
        geometry: Self.geometry, previewCenterY: 175)
    }
    #expect(placed(50).menuAlpha == 1)
    #expect(placed(50).menuScale == 1)
    #expect(placed(50.5).menuAlpha == 0)
    #expect(placed(50.5).menuScale == 0.2)
  }

  @Test("Dragged up on a tall preview, it shrinks toward 198 / height and keeps its left edge")
  func upwardPlacement() {
    let geometry = ContextMenuPlatterPan.Geometry(
      preview: Rect(x: 40, y: 100, width: 200, height: 300),
      menu: Rect(x: 40, y: 408, width: 250, height: 88))
    let placement = ContextMenuPlatterPan.placement(
      translation: Point(x: 0, y: -100), location: Point(x: 140, y: 150), geometry: geometry,
      previewCenterY: 250)
    let y = -50 * (1 - 1 / 1.4)
    let d = -y / (300 - 198)
    let scale = 1 - d + 198.0 / 300 * d
    #expect(abs(placement.previewTransform.a - scale) < 1e-12)
    let offsetY = y + (300 - scale * 300) / 2
    #expect(offsetY < 0)
    #expect(abs(placement.previewCenter.y - (250 + offsetY)) < 1e-9)
    // Menu below, aligned left: shifted left by half the width lost.
    #expect(abs(placement.previewCenter.x - (140 - (200 - scale * 200) / 2)) < 1e-9)
  }

  @Test("The release: over 300 pt/s or past 250 pt dismisses, under −300 pt/s springs back")
  func releaseRule() {
    typealias Pan = ContextMenuPlatterPan
    #expect(Pan.release(velocityY: 301, translationY: 0) == .dismiss(velocity: 301))
    #expect(Pan.release(velocityY: 300, translationY: 250) == .springBack(byVelocity: false))
    #expect(Pan.release(velocityY: 300, translationY: 251) == .dismiss(velocity: 300))
    #expect(Pan.release(velocityY: -301, translationY: 400) == .springBack(byVelocity: true))
    #expect(Pan.release(velocityY: 9000, translationY: 10) == .dismiss(velocity: 4500))
    #expect(Pan.release(velocityY: -100, translationY: 260) == .dismiss(velocity: 0))
  }

  @Test(
    "The velocity is the samples' sum over the time since the oldest; under 5 pt only moves its time"
  )
  func velocityIntegrator() {
    var velocity = ContextMenuPlatterVelocity()
    velocity.add(Point(x: 0, y: 0), at: Instant(seconds: 1))
    #expect(velocity.velocity(at: Instant(seconds: 1.1)) == .zero)
    velocity.add(Point(x: 0, y: 10), at: Instant(seconds: 1.1))
    velocity.add(Point(x: 3, y: 14), at: Instant(seconds: 1.2))
    let read = velocity.velocity(at: Instant(seconds: 1.3))
    #expect(abs(read.y - 10 / 0.3) < 1e-9)
    #expect(read.x == 0)
  }

  @Test("The velocity keeps 20 samples: the oldest goes and its move with it")
  func velocityKeepsTwentySamples() {
    var velocity = ContextMenuPlatterVelocity()
    for step in 0...20 {
      velocity.add(Point(x: 0, y: Double(step) * 10), at: Instant(seconds: Double(step) * 0.01))
    }
    // 21 samples: the first (y 0, t 0) left, its zero move with it; the second's 10 pt stay in
    // the sum (UIKit keeps each sample's move from the one before), over the time since t 0.01.
    let read = velocity.velocity(at: Instant(seconds: 0.3))
    #expect(abs(read.y - 200 / 0.29) < 1e-9)
  }
}

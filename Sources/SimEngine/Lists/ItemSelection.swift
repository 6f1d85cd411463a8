/// `UICollectionView.allowsSelection` and `allowsMultipleSelection`, as a collection view from a
/// data source keeps them.
///
/// `-setAllowsMultipleSelection:YES` also calls `-setAllowsSelection:YES`, and
/// `-setAllowsSelection:NO` turns multiple selection off (iOS 18.2 decompilation), so a
/// collection view never allows multiple selection without selection: the initialiser keeps
/// that, and the scenario reader refuses the contradiction.
public struct ItemSelectionSettings: Hashable, Sendable {
  public private(set) var allowsSelection: Bool
  public private(set) var allowsMultipleSelection: Bool

  /// UIKit's defaults: selection on, one item at a time.
  public init(allowsSelection: Bool = true, allowsMultipleSelection: Bool = false) {
    self.allowsMultipleSelection = allowsMultipleSelection
    self.allowsSelection = allowsSelection || allowsMultipleSelection
  }
}

/// Which items of one collection view are highlighted and selected, and what a touch on an
/// item's cell does to them: the decisions of `-[UICollectionView
/// _highlightItemAtIndexPath:animated:scrollPosition:notifyDelegate:]`,
/// `-_selectItemAtIndexPath:…notifyDelegate:deselectPrevious:…`, `-_deselectItemAtIndexPath:
/// animated:notifyDelegate:`, `-_deselectAllAnimated:notifyDelegate:` and
/// `-_unhighlightItemAtIndexPath:animated:notifyDelegate:` (iOS 18.2), in the order the
/// delegate hears them for a touch (UICollectionView.h, above the selection methods: when the
/// touch begins `shouldHighlight`, `didHighlight`; when it lifts `shouldSelect` or
/// `shouldDeselect`, `didSelect` or `didDeselect`, then `didUnhighlight`). The delegate's
/// `should…` answers are YES (a scenario's delegate has none).
///
/// Index paths, not cells: a selected item stays selected when its cell is reused for another
/// item and is selected again when a cell shows it (`_selectedIndexPaths`).
struct ItemSelection: Sendable {
  /// What the collection view tells its delegate, in order.
  enum Step: Hashable, Sendable {
    case highlight(ListIndexPath)
    case unhighlight(ListIndexPath)
    case select(ListIndexPath)
    case deselect(ListIndexPath)
  }

  var settings: ItemSelectionSettings
  /// `_selectionController->_selectedIndexPaths`, in index path order.
  private(set) var selected: [ListIndexPath] = []
  /// `_highlightedIndexPaths`, in the order they were highlighted.
  private(set) var highlighted: [ListIndexPath] = []

  init(settings: ItemSelectionSettings) { self.settings = settings }

  /// A touch on the cell showing `path` began: `_highlightItemAtIndexPath:…notifyDelegate:YES`
  /// highlights it when selection is allowed (`_allowsEffectiveSelectionOrCustomActionAtIndexPath:`;
  /// no custom selection action or primary action is modelled) and it is not highlighted
  /// already.
  mutating func touchBegan(_ path: ListIndexPath) -> [Step] {
    guard settings.allowsSelection, !highlighted.contains(path) else { return [] }
    highlighted.append(path)
    return [.highlight(path)]
  }

  /// The touch lifted: the highlighted item is selected, or with multiple selection deselected
  /// when it was selected (Apple's `allowsMultipleSelection`: "tapping the cell again removes
  /// it from the selection"); with single selection every other selected item is deselected
  /// first, each with `didDeselect` (`_deselectAllAnimated:notifyDelegate:YES`, no
  /// `shouldDeselect`); an item selected already is selected again (`didSelect`). Then the
  /// highlight goes. An item that was never highlighted (selection off) gets nothing.
  mutating func touchEnded(_ path: ListIndexPath) -> [Step] {
    guard let at = highlighted.firstIndex(of: path) else { return [] }
    highlighted.remove(at: at)
    var steps: [Step] = []
    if settings.allowsMultipleSelection, let index = selected.firstIndex(of: path) {
      selected.remove(at: index)
      steps.append(.deselect(path))
    } else {
      if !settings.allowsMultipleSelection {
        for other in selected where other != path { steps.append(.deselect(other)) }
        selected.removeAll { $0 != path }
      }
      if !selected.contains(path) {
        selected.insert(path, at: selected.firstIndex { $0 > path } ?? selected.count)
      }
      steps.append(.select(path))
    }
    steps.append(.unhighlight(path))
    return steps
  }

  /// The touch was cancelled (the scroll view's pan took it): the highlight goes, nothing is
  /// selected.
  mutating func touchCancelled(_ path: ListIndexPath) -> [Step] {
    guard let at = highlighted.firstIndex(of: path) else { return [] }
    highlighted.remove(at: at)
    return [.unhighlight(path)]
  }
}

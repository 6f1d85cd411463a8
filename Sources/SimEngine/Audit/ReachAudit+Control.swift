import SimGeometry

extension ReachAudit {
  /// One control's reach: its sample range, the runs its neighbours' edges cut, one hit test a
  /// run (or one a sample where a curved view is).
  mutating func reach(
    of control: ViewID, _ tree: ViewTree, _ layout: ReachLayout, _ owner: [Int32],
    _ scratch: inout Scratch
  ) -> Reach {
    var result = Reach(
      control: control, visibleSamples: 0, reachableSamples: 0, shares: [],
      reachableBox: nil, reachablePoint: nil)
    guard layout.order[control.index] >= 0 else { return result }
    let screen = tree[tree.window].bounds.size
    let columnsOnScreen = SampleGrid.count(below: screen.width)
    let rowsOnScreen = SampleGrid.count(below: screen.height)
    let chain = Self.chain(of: control, in: tree)
    let curved = layout.curved[control.index]
    // The box the control's bounds and hit region cover, and the rectangles that clip it.
    let box = ReachLayout.windowBox(of: control, in: tree)
    let xs = SampleGrid.range(box.minX, box.maxX, margin: 0.5, lower: 0, upper: columnsOnScreen)
    let ys = SampleGrid.range(box.minY, box.maxY, margin: 0.5, lower: 0, upper: rowsOnScreen)
    guard !xs.isEmpty, !ys.isEmpty else { return result }
    scratch.columns.removeAll(keepingCapacity: true)
    scratch.rows.removeAll(keepingCapacity: true)
    scratch.dense.removeAll(keepingCapacity: true)
    scratch.tally.removeAll(keepingCapacity: true)
    if curved {
      scratch.dense.append(Dense(x: xs, y: ys, hole: nil))
    } else {
      // The visible region's edges: the control's bounds and its clipping ancestors'.
      for view in chain where view == control || tree[view].clipsToBounds {
        let shift = layout.shift[view.index]
        let bounds = tree[view].bounds
        addEdges(
          Rect(
            x: bounds.minX - shift.x, y: bounds.minY - shift.y, width: bounds.width,
            height: bounds.height), xs, ys, &scratch)
      }
      for view in layout.preorder {
        switch layout.regions[view.index] {
        case .none: continue
        case .rectangle(let rect):
          addEdges(rect, xs, ys, &scratch)
        case .dense(let rect, let hole):
          let x = SampleGrid.range(
            rect.minX, rect.maxX, margin: 1, lower: xs.lowerBound, upper: xs.upperBound)
          let y = SampleGrid.range(
            rect.minY, rect.maxY, margin: 1, lower: ys.lowerBound, upper: ys.upperBound)
          guard !x.isEmpty, !y.isEmpty else { continue }
          let inner = hole.map {
            (
              x: SampleGrid.inside($0.minX, $0.maxX, lower: x.lowerBound, upper: x.upperBound),
              y: SampleGrid.inside($0.minY, $0.maxY, lower: y.lowerBound, upper: y.upperBound)
            )
          }
          scratch.dense.append(Dense(x: x, y: y, hole: inner))
          scratch.columns += [x.lowerBound, x.upperBound]
          scratch.rows += [y.lowerBound, y.upperBound]
          if let inner {
            scratch.columns += [inner.x.lowerBound, inner.x.upperBound]
            scratch.rows += [inner.y.lowerBound, inner.y.upperBound]
          }
        }
      }
    }
    SampleGrid.runs(&scratch.columns, lower: xs.lowerBound, upper: xs.upperBound)
    SampleGrid.runs(&scratch.rows, lower: ys.lowerBound, upper: ys.upperBound)
    var boxX = (Int.max, Int.min)
    var boxY = (Int.max, Int.min)
    let columns = scratch.columns
    let rows = scratch.rows
    let dense = scratch.dense
    for row in 0..<(rows.count - 1) {
      let y0 = rows[row]
      let y1 = rows[row + 1]
      for column in 0..<(columns.count - 1) {
        let x0 = columns[column]
        let x1 = columns[column + 1]
        let sampled = dense.contains { $0.samples(x0..<x1, y0..<y1) }
        var j = y0
        while j < y1 {
          let j1 = sampled ? j + 1 : y1
          var i = x0
          while i < x1 {
            let i1 = sampled ? i + 1 : x1
            let weight = (i1 - i) * (j1 - j)
            let point = Point(x: SampleGrid.coordinate(i), y: SampleGrid.coordinate(j))
            func middle() -> Point {
              Point(
                x: SampleGrid.coordinate((i + i1 - 1) / 2),
                y: SampleGrid.coordinate((j + j1 - 1) / 2))
            }
            hitTests += 1
            let hit = tester.hitTest(point, in: tree)
            let lands = hit.map { layout.isWithin($0, control) } ?? false
            if lands {
              boxX = (min(boxX.0, i), max(boxX.1, i1 - 1))
              boxY = (min(boxY.0, j), max(boxY.1, j1 - 1))
              if result.reachablePoint == nil { result.reachablePoint = point }
            }
            if Self.isVisible(point, chain, control, tree) {
              result.visibleSamples += weight
              if lands {
                result.reachableSamples += weight
              } else {
                let key = hit.map { owner[$0.index] >= 0 ? owner[$0.index] : $0.rawValue } ?? -1
                let order = key >= 0 ? layout.order[Int(key)] : -1
                if let old = scratch.tally[key] {
                  // The representative is the middle of the largest run taken: every sample
                  // of a run has the same answer, and a run's middle reads better than its
                  // corner.
                  let larger = weight > old.largest
                  scratch.tally[key] = Tally(
                    samples: old.samples + weight, point: larger ? middle() : old.point,
                    order: order, largest: larger ? weight : old.largest)
                } else {
                  scratch.tally[key] = Tally(
                    samples: weight, point: middle(), order: order, largest: weight)
                }
              }
            }
            i = i1
          }
          j = j1
        }
      }
    }
    if boxX.0 <= boxX.1 {
      let quarter = 1 / Double(SampleGrid.perPoint)
      result.reachableBox = Rect(
        x: Double(boxX.0) * quarter, y: Double(boxY.0) * quarter,
        width: Double(boxX.1 - boxX.0 + 1) * quarter,
        height: Double(boxY.1 - boxY.0 + 1) * quarter)
    }
    let tallies: [(key: Int32, value: Tally)] = scratch.tally.map { ($0.key, $0.value) }
    let sorted = tallies.sorted { a, b in
      a.value.samples != b.value.samples
        ? a.value.samples > b.value.samples : a.value.order > b.value.order
    }
    result.shares = sorted.map { entry in
      Share(
        view: entry.key >= 0 ? ViewID(rawValue: entry.key) : nil, samples: entry.value.samples,
        point: entry.value.point)
    }
    return result
  }

  /// Adds the cuts `rect`'s edges make inside the control's range.
  private func addEdges(_ rect: Rect, _ xs: Range<Int>, _ ys: Range<Int>, _ scratch: inout Scratch)
  {
    let lowerX = Double(xs.lowerBound) / Double(SampleGrid.perPoint) - 1
    let upperX = Double(xs.upperBound) / Double(SampleGrid.perPoint) + 1
    let lowerY = Double(ys.lowerBound) / Double(SampleGrid.perPoint) - 1
    let upperY = Double(ys.upperBound) / Double(SampleGrid.perPoint) + 1
    guard rect.maxX >= lowerX, rect.minX <= upperX, rect.maxY >= lowerY, rect.minY <= upperY
    else { return }
    SampleGrid.cut(
      at: rect.minX, lower: xs.lowerBound, upper: xs.upperBound, into: &scratch.columns)
    SampleGrid.cut(
      at: rect.maxX, lower: xs.lowerBound, upper: xs.upperBound, into: &scratch.columns)
    SampleGrid.cut(at: rect.minY, lower: ys.lowerBound, upper: ys.upperBound, into: &scratch.rows)
    SampleGrid.cut(at: rect.maxY, lower: ys.lowerBound, upper: ys.upperBound, into: &scratch.rows)
  }

  /// The window's subviews down to `control`, the window first.
  static func chain(of control: ViewID, in tree: ViewTree) -> [ViewID] {
    var chain: [ViewID] = []
    var current: ViewID? = control
    while let view = current {
      chain.append(view)
      current = tree.superview(of: view)
    }
    return chain.reversed()
  }

  /// Whether `point` (window coordinates) is in `control`'s visible region: inside its bounds
  /// and every clipping ancestor's, each in its own coordinates (the screen clips the rest).
  static func isVisible(_ point: Point, _ chain: [ViewID], _ control: ViewID, _ tree: ViewTree)
    -> Bool
  {
    var local = point
    for view in chain {
      guard let mapped = tree.convert(local, intoSubview: view) else { return false }
      local = mapped
      if view == control || tree[view].clipsToBounds {
        guard tree[view].bounds.contains(local) else { return false }
      }
    }
    return true
  }

  /// ``isVisible(_:_:_:_:)`` for one point, for tests and explanations.
  public static func isVisible(_ point: Point, of control: ViewID, in tree: ViewTree) -> Bool {
    isVisible(point, chain(of: control, in: tree), control, tree)
  }
}

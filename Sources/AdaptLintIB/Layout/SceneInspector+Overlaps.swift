/// Siblings that come to overlap off the canvas.
extension SceneInspector {
  /// Siblings apart on the canvas whose visible parts (`visibleFrame`) overlap here. A view
  /// that covers another on the canvas, or has its frame, is meant to stack. The edge says the
  /// axis they were apart on: `.bottom` for one above the other, `.right` for side by side.
  func overlaps(on solution: SceneSolution) -> [DeviceBreak] {
    var found: [DeviceBreak] = []
    for (a, b) in overlapCandidates {
      guard let a1 = solution.frames[a].map({ visibleFrame(a, $0) }),
        let b1 = solution.frames[b].map({ visibleFrame(b, $0) }),
        let now = Self.overlap(a1, b1), min(now.width, now.height) >= Self.smallestBreak
      else { continue }
      var stacked = false
      if let a0 = canvas.frames[a].map({ visibleFrame(a, $0) }),
        let b0 = canvas.frames[b].map({ visibleFrame(b, $0) })
      {
        stacked = a0.maxY <= b0.y + Self.tolerance || b0.maxY <= a0.y + Self.tolerance
      }
      found.append(
        DeviceBreak(
          kind: .overlapping, viewID: a, partnerID: b, edge: stacked ? .bottom : .right,
          amount: min(now.width, now.height)))
    }
    return found
  }

  /// Shown siblings apart on the canvas, each more than a point wide and high there, in the
  /// order `overlaps(on:)` reports them.
  static func overlapCandidates(
    document: IBDocument, scene: IBScene, canvas: SceneSolution, shown: Set<String>
  ) -> [(String, String)] {
    var pairs: [(String, String)] = []
    for id in scene.viewIDs {
      guard let view = document.view(id) else { continue }
      let siblings = view.subviewIDs.filter { shown.contains($0) }
      for (index, a) in siblings.enumerated() {
        for b in siblings[(index + 1)...] {
          guard let a0 = canvas.frames[a], let b0 = canvas.frames[b], a0.width > 1,
            a0.height > 1, b0.width > 1, b0.height > 1, overlap(a0, b0) == nil
          else { continue }
          pairs.append((a, b))
        }
      }
    }
    return pairs
  }

  /// The intersection of two frames when it is more than a hairline both ways.
  static func overlap(_ a: IBRect, _ b: IBRect) -> IBRect? {
    let width = min(a.maxX, b.maxX) - max(a.x, b.x)
    let height = min(a.maxY, b.maxY) - max(a.y, b.y)
    guard width > tolerance, height > tolerance else { return nil }
    return IBRect(x: max(a.x, b.x), y: max(a.y, b.y), width: width, height: height)
  }
}

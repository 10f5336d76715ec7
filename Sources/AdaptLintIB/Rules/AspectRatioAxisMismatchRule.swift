import AdaptLintCore

/// `aspect_ratio_axis_mismatch`: `A.height = R.width × m` (or the reverse) between two items, as
/// Xcode writes a ctrl-dragged aspect ratio. Not when it is an aspect ratio in disguise.
struct AspectRatioAxisMismatchRule: IBRule {
  let id = "aspect_ratio_axis_mismatch"

  func check(_ input: IBRuleInput) -> [IBFindingDraft] {
    let document = input.document
    var graph: ExtentGraph?
    var drafts: [IBFindingDraft] = []
    for constraint in document.constraints {
      guard let pair = constraint.pair, pair.first != pair.second,
        pair.firstAttribute.isDimension, pair.secondAttribute.isDimension,
        pair.firstAttribute != pair.secondAttribute, document.isInstalledByDefault(constraint)
      else { continue }
      if graph == nil { graph = ExtentGraph(document) }
      // A.height = R.width × m is a fixed aspect ratio when A's width follows R's width (or A
      // spans R's width); the same holds the other way round for R.
      if graph?.follows(
        pair.first, pair.second, along: pair.secondAttribute.axis, except: constraint.id) == true
        || graph?.follows(
          pair.second, pair.first, along: pair.firstAttribute.axis, except: constraint.id) == true
      {
        continue
      }
      drafts.append(
        draft(
          constraint, pair.first, pair.firstAttribute, pair.second, pair.secondAttribute, document))
    }
    return drafts
  }

  private func draft(
    _ constraint: IBConstraint, _ item: String, _ itemAttribute: IBAttribute, _ reference: String,
    _ referenceAttribute: IBAttribute, _ document: IBDocument
  ) -> IBFindingDraft {
    let itemName = document.itemName(item)
    let message =
      "the \(itemAttribute.rawValue) of \(itemName) is tied to the \(referenceAttribute.rawValue) of "
      + "\(document.itemName(reference)) with multiplier '\(constraint.multiplier.text)'; "
      + "relate like axes and give \(itemName) its own aspect ratio"
    return IBFindingDraft(
      constraint: constraint, message: message,
      suggestion: suggestion(item, itemAttribute, reference, referenceAttribute, document))
  }

  /// `'Cover'.width = 'Header'.width × 0.5 (= 160 / 320) and 'Cover'.height = 'Cover'.width × 0.563 (= 90 / 160)`.
  private func suggestion(
    _ item: String, _ itemAttribute: IBAttribute, _ reference: String,
    _ referenceAttribute: IBAttribute,
    _ document: IBDocument
  ) -> String {
    let a = shortName(item, document)
    let r = shortName(reference, document)
    let same = referenceAttribute.rawValue
    let own = itemAttribute.rawValue
    guard let itemFrame = document.view(item)?.frame,
      let referenceFrame = document.view(reference)?.frame,
      itemFrame.width > 0, itemFrame.height > 0,
      referenceFrame.size(along: referenceAttribute.axis) > 0
    else {
      return "\(a).\(same) = \(r).\(same) × (\(same) of \(a) / \(same) of \(r)) and \(a).\(own) = "
        + "\(a).\(same) × (\(own) / \(same) of \(a))"
    }
    let itemSame = itemFrame.size(along: referenceAttribute.axis)
    let referenceSame = referenceFrame.size(along: referenceAttribute.axis)
    let itemOwn = itemFrame.size(along: itemAttribute.axis)
    return "\(a).\(same) = \(r).\(same) × \((itemSame / referenceSame).multiplierText) "
      + "(= \(itemSame.pointsText) / \(referenceSame.pointsText)) and \(a).\(own) = \(a).\(same) × "
      + "\((itemOwn / itemSame).multiplierText) (= \(itemOwn.pointsText) / \(itemSame.pointsText))"
  }

  private func shortName(_ id: String, _ document: IBDocument) -> String {
    if let view = document.view(id) {
      return "'\(view.userLabel ?? view.customClass ?? view.id)'"
    }
    if let guide = document.layoutGuide(id) { return guide.kind.itemName }
    return "'\(id)'"
  }
}

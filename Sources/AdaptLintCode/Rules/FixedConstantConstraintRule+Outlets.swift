import AdaptLintCore

/// `cardWidth.constant = 340` or `[self.cardWidth setConstant:340]`, where `cardWidth` is the
/// outlet of an IB constraint. The IB side leaves such a constraint to the code that sets its
/// constant, so the number is judged here by what the constraint fixes in IB (`OutletGeometry`):
/// a width or height, or an offset from the superview. With `adaptive`, a width or horizontal
/// offset counts when it alone cannot fit the narrowest screen; heights are not judged, since
/// whether the view scrolls lies in the IB file. A number chosen in a device branch is
/// `per_device_constant`'s.
extension FixedConstantConstraintRule {
  func outletFindings(_ file: FileContext, _ settings: Settings) -> [RawFinding] {
    guard file.setsOutletConstant, !file.index.constraintOutlets.isEmpty else { return [] }
    let text = file.text
    var findings: [RawFinding] = []
    for (property, value) in outletAssignments(text) {
      guard let constant = text.constantValue(value),
        // another class's outlet of the same name says nothing of this one
        let outlet = file.constraintOutlet(property, at: value.lowerBound, ownedOnly: true),
        let geometry = outlet.geometry,
        !settings.thresholds.scalingClasses.contains(geometry.constraintClass),
        let axis = LayoutAttributes.axis(geometry.attribute)
      else { continue }
      let size = LayoutAttributes.isSize(geometry.attribute)
      let offset = geometry.sign * constant
      guard
        size
          ? Self.isSizeCandidate(constant)
          : SuperviewPlacement.isWithin(geometry.attribute, offset: offset),
        flags(offset, geometry.attribute, axis, settings),
        !file.deviceBranches.contains(where: { $0.body.contains(value.lowerBound) })
      else { continue }
      let fixed = FixedConstant(
        placement: SuperviewPlacement(item: geometry.item, superview: nil, offset: offset),
        attribute: geometry.attribute, axis: axis, range: value, quoted: text.quoted(value))
      var raw =
        settings.thresholds.proportional
        ? shareFinding(fixed, settings, text)
        : ScreenFit(settings: settings, superviews: [:], text: text).finding(fixed)
      raw.message += "; \(outlet.introduction)"
      raw.related = [outlet.relatedLocation]
      findings.append(raw)
    }
    return findings
  }

  /// `proportional`: above `min_points`; `adaptive`: a width or horizontal offset that alone
  /// needs more than the narrowest screen (a center offset, twice itself).
  private func flags(_ offset: Double, _ attribute: String, _ axis: Axis, _ settings: Settings)
    -> Bool
  {
    let size = LayoutAttributes.isSize(attribute)
    if settings.thresholds.proportional {
      return settings.thresholds.flags(abs(offset), size: size, along: settings.extent(axis))
    }
    let need = attribute.hasPrefix("center") ? 2 * abs(offset) : abs(offset)
    return axis == .horizontal && need > settings.screen.width
  }

  /// Each `outlet.constant = value` (also through `?.`, `!.` and an ivar's `_`) and
  /// `[outlet setConstant:value]`: the outlet's name and the value.
  private func outletAssignments(_ text: CodeText) -> [(property: String, value: Range<Int>)] {
    var result: [(property: String, value: Range<Int>)] = []
    for index in 0..<text.codeEnd {
      if text.isIdentifier(index), text.isText(index, "constant"),
        text.isPunctuation(index - 1, UInt8(ascii: ".")), text.isText(index + 1, "=")
      {
        var owner = index - 2
        if text.isText(owner, "?") || text.isText(owner, "!") { owner -= 1 }
        let end = text.operandEnd(from: index + 2, limit: text.codeEnd)
        if text.isIdentifier(owner), end > index + 2 {
          result.append((ConstraintOutlet.property(text.text(owner)), (index + 2)..<end))
        }
      } else if text.opensMessageSend(index), let send = text.messageSend(open: index),
        send.parts.count == 1, send.parts[0].label == "setConstant",
        let value = send.parts[0].value, let last = send.receiver.last, text.isIdentifier(last)
      {
        result.append((ConstraintOutlet.property(text.text(last)), value))
      }
    }
    return result
  }
}

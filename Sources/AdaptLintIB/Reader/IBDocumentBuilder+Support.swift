import AdaptLintCore

extension IBDocumentBuilder {
  // MARK: - Locations

  mutating func location(_ tag: TagEnd) -> IBLocation {
    guard let end = tag.offset, end < bytes.count,
      bytes[end] == UInt8(ascii: ">") || bytes[end] == UInt8(ascii: "/")
    else {
      let line = max(tag.line, 1)
      return IBLocation(
        start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line, column: 1),
        offset: 0)
    }
    // libxml2 stands at the `>` (or `/>`), on the line where the tag ends. `<` cannot occur
    // inside an attribute value, so the first `<` before it opens this tag.
    let start = SourceLocator.lastIndex(of: UInt8(ascii: "<"), in: bytes, before: end) ?? 0
    let after = bytes[end] == UInt8(ascii: "/") ? end + 2 : end + 1
    let startPosition = locator.position(of: start, in: bytes)
    let endPosition = locator.position(of: min(after, bytes.count), in: bytes)
    return IBLocation(start: startPosition, end: endPosition, offset: start)
  }

  // MARK: - Context

  /// The nearest enclosing view of the element being started, not crossing a view controller.
  func enclosingView() -> Int? { stack.last?.scopeView }

  func enclosingController() -> Int? { stack.last?.scopeController }

  mutating func addView(_ view: IBView) -> Int {
    var view = view
    let index = document.views.count
    if let superview = enclosingView() {
      view.superviewID = document.views[superview].id
      document.views[superview].subviewIDs.append(view.id)
    }
    document.viewIndex[view.id] = index
    document.views.append(view)
    return index
  }

  mutating func appendRuntimeAttribute(_ attribute: IBRuntimeAttribute, to owner: RuntimeOwner) {
    switch owner {
    case .view(let index): document.views[index].runtimeAttributes.append(attribute)
    case .constraint(let index): document.constraints[index].runtimeAttributes.append(attribute)
    case .ignored: break
    }
  }

  mutating func updateLastRuntimeAttribute(
    of owner: RuntimeOwner, _ update: (inout IBRuntimeAttribute) -> Void
  ) {
    switch owner {
    case .view(let index):
      if let last = document.views[index].runtimeAttributes.indices.last {
        update(&document.views[index].runtimeAttributes[last])
      }
    case .constraint(let index):
      if let last = document.constraints[index].runtimeAttributes.indices.last {
        update(&document.constraints[index].runtimeAttributes[last])
      }
    case .ignored: break
    }
  }
}

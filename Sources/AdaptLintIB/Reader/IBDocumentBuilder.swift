import AdaptLintCore

/// Builds an `IBDocument` from SAX events in one pass. The element stack is an array, so
/// nesting depth costs heap, never call stack.
final class IBDocumentBuilder: XMLElementSink {
  struct Frame {
    var element: IBElement
    var id: String?
    var customClass: String?
    /// This element is the view at this index.
    var view: Int?
    /// This element is a list (`<constraints>`, `<subviews>`, `<mask>`) of the view at this index.
    var listOwner: Int?
    var constraint: Int?
    var controller: Int?
    var runtimeOwner: RuntimeOwner?
    var variation: Int?
    var maskKey: String?
    /// The view an element started inside this one would have as superview, and the view
    /// controller around it: inherited, so looking them up never walks the stack.
    var scopeView: Int?
    var scopeController: Int?
  }

  enum RuntimeOwner {
    case view(Int)
    case constraint(Int)
    case ignored
  }

  var document = IBDocument()
  var stack: [Frame] = []
  private var locator = SourceLocator()
  private let bytes: UnsafeBufferPointer<UInt8>

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    stack.reserveCapacity(64)
  }

  func startElement(_ name: UnsafePointer<UInt8>, _ attributes: XMLAttributes, _ tag: TagEnd) {
    let elementName = String(cString: name)
    let parent = stack.last
    var frame = Frame(element: IBElement(name: elementName))
    frame.scopeView = parent?.scopeView
    frame.scopeController = parent?.scopeController
    switch frame.element {
    case .document, .archive:
      let values = attributes.dictionary()
      document.targetRuntime = IBTargetRuntime(
        targetRuntime: values["targetRuntime"], documentType: values["type"])
    case .device:
      if parent?.element == .document, document.deviceID == nil {
        let values = attributes.dictionary()
        document.deviceID = values["id"]
        document.isLandscape = values["orientation"] == "landscape"
      }
    case .simulatedScreenMetrics:
      if document.simulatedMetricsType == nil {
        document.simulatedMetricsType = attributes.value("type")
      }
    case .constraints, .subviews:
      // An id-less view (an old cell's content view) fills its cell: its lists go to the cell.
      frame.listOwner = parent?.view ?? (parent?.id == nil ? parent?.scopeView : nil)
    case .constraint:
      if parent?.element == .constraints, let owner = parent?.listOwner {
        frame.constraint = addConstraint(attributes.dictionary(), owner: owner, tag)
      }
    case .rect:
      if let view = parent?.view, attributes.value("key") == "frame" {
        let values = attributes.dictionary()
        document.views[view].frame = IBRect(
          x: values.double("x") ?? 0, y: values.double("y") ?? 0,
          width: values.double("width") ?? 0, height: values.double("height") ?? 0)
      }
    case .viewLayoutGuide, .viewControllerLayoutGuide:
      addLayoutGuide(frame.element, attributes.dictionary(), tag)
    case .runtimeAttributes:
      if let constraint = parent?.constraint {
        frame.runtimeOwner = .constraint(constraint)
      } else if let view = parent?.view {
        frame.runtimeOwner = .view(view)
      } else {
        frame.runtimeOwner = .ignored
      }
    case .runtimeAttribute:
      frame.runtimeOwner = parent?.runtimeOwner
      addRuntimeAttribute(attributes.dictionary(), owner: parent?.runtimeOwner)
    case .connections:
      frame.id = parent?.id
      frame.customClass = parent?.customClass
    case .outlet, .outletCollection:
      if parent?.element == .connections, let owner = parent?.id {
        addOutlet(
          attributes.dictionary(), owner: owner, ownerClass: parent?.customClass, frame.element, tag
        )
      }
    case .variation:
      addVariation(&frame, attributes.dictionary(), parent: parent)
    case .mask:
      frame.listOwner = parent?.listOwner
      frame.variation = parent?.variation
      frame.maskKey = attributes.value("key")
    case .include, .exclude:
      addMaskEntry(frame.element, reference: attributes.value("reference"), parent: parent)
    case .other:
      addObject(&frame, elementName, attributes, parent: parent, tag)
    }
    if let view = frame.view { frame.scopeView = view }
    if let controller = frame.controller {
      frame.scopeController = controller
      frame.scopeView = nil
    }
    stack.append(frame)
  }

  func endElement() {
    _ = stack.popLast()
  }

  /// Resolves what needs the whole document: view controllers' guides and default exclusions.
  func finish() -> IBDocument {
    var rootViews: [String: String] = [:]
    for controller in document.viewControllers {
      if let root = controller.rootViewID { rootViews[controller.id] = root }
    }
    for index in document.layoutGuides.indices {
      if let controller = document.layoutGuides[index].viewControllerID {
        document.layoutGuides[index].ownerViewID = rootViews[controller]
      }
    }
    for view in document.views {
      for variation in view.variations where variation.isDefault {
        document.excludedByDefault.formUnion(variation.excludedConstraints)
        document.excludedByDefault.formUnion(variation.excludedSubviews)
      }
    }
    return document
  }

  // MARK: - Locations

  func location(_ tag: TagEnd) -> IBLocation {
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
    var start = end
    while start > 0, bytes[start] != UInt8(ascii: "<") { start -= 1 }
    let after = bytes[end] == UInt8(ascii: "/") ? end + 2 : end + 1
    let startPosition = locator.position(of: start, in: bytes)
    let endPosition = locator.position(of: min(after, bytes.count), in: bytes)
    return IBLocation(start: startPosition, end: endPosition, offset: start)
  }

  // MARK: - Context

  /// The nearest enclosing view of the element being started, not crossing a view controller.
  func enclosingView() -> Int? { stack.last?.scopeView }

  func enclosingController() -> Int? { stack.last?.scopeController }

  func addView(_ view: IBView) -> Int {
    var view = view
    let index = document.views.count
    if let superview = enclosingView() {
      view.superviewID = document.views[superview].id
      document.views[superview].subviewIDs.append(view.id)
    }
    if document.viewIndex[view.id] == nil { document.viewIndex[view.id] = index }
    document.views.append(view)
    return index
  }

  func appendRuntimeAttribute(_ attribute: IBRuntimeAttribute, to owner: RuntimeOwner) {
    switch owner {
    case .view(let index): document.views[index].runtimeAttributes.append(attribute)
    case .constraint(let index): document.constraints[index].runtimeAttributes.append(attribute)
    case .ignored: break
    }
  }

  func updateLastRuntimeAttribute(
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

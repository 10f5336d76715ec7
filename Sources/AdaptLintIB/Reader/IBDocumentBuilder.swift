import AdaptLintCore

/// Builds an `IBDocument` from SAX events in one pass. The element stack is an array, so
/// nesting depth costs heap, never call stack. A struct driven through one `inout` access per
/// event (see `IBBuilderSink`), so its state needs no dynamic exclusivity checks.
struct IBDocumentBuilder {
  struct Frame {
    var element: IBElement
    /// The element has an `id`: its index in `objects`.
    var object: Int?
    /// This element is the view at this index.
    var view: Int?
    /// This element is a list (`<constraints>`, `<subviews>`, `<mask>`) of the view at this index.
    var listOwner: Int?
    var constraint: Int?
    var controller: Int?
    var runtimeOwner: RuntimeOwner?
    var variation: Int?
    var mask: MaskKind?
    /// The view an element started inside this one would have as superview, and the view
    /// controller around it: inherited, so looking them up never walks the stack.
    var scopeView: Int?
    var scopeController: Int?
  }

  enum MaskKind {
    case constraints
    case subviews
    case other
  }

  enum RuntimeOwner {
    case view(Int)
    case constraint(Int)
    case ignored
  }

  var document = IBDocument()
  var stack: [Frame] = []
  /// Every element with an `id`: its id and custom class, for `<connections>` owners.
  var objects: [(id: String, customClass: String?)] = []
  /// The attributes of the element being started.
  var attributes = AttributeTable()
  private var elements = InternedNames<ElementName>()
  var locator = SourceLocator()
  let bytes: UnsafeBufferPointer<UInt8>
  /// Keep every attribute and keyed property element the layout engine reads (`IBDetails`).
  let recordsDetails: Bool

  init(bytes: UnsafeBufferPointer<UInt8>, recordsDetails: Bool = false) {
    self.bytes = bytes
    self.recordsDetails = recordsDetails
    stack.reserveCapacity(64)
  }

  mutating func startElement(
    _ name: UnsafePointer<UInt8>, _ xmlAttributes: XMLAttributes, _ tag: TagEnd
  ) {
    let entry = elements.value(for: name) {
      ElementName.known.value($0) ?? ElementName(String(cString: $0))
    }
    let parent = stack.last
    var frame = Frame(element: entry.element)
    frame.scopeView = parent?.scopeView
    frame.scopeController = parent?.scopeController
    if entry.element.readsAttributes, xmlAttributes.count > 0 {
      attributes.load(xmlAttributes)
    } else {
      attributes.load(XMLAttributes(base: nil, count: 0))
    }
    switch frame.element {
    case .document, .archive:
      document.targetRuntime = IBTargetRuntime(
        targetRuntime: attributes.string(.targetRuntime), documentType: attributes.string(.type))
    case .device:
      if parent?.element == .document, document.deviceID == nil {
        document.deviceID = attributes.string(.id)
        document.isLandscape = attributes.equals(.orientation, "landscape")
      }
    case .simulatedScreenMetrics:
      if document.simulatedMetricsType == nil {
        document.simulatedMetricsType = attributes.string(.type)
      }
    case .constraints, .subviews:
      // An id-less view (an old cell's content view) fills its cell: its lists go to the cell.
      frame.listOwner = parent?.view ?? (parent?.object == nil ? parent?.scopeView : nil)
    case .constraint:
      if parent?.element == .constraints, let owner = parent?.listOwner {
        frame.constraint = addConstraint(owner: owner, tag)
      }
    case .rect:
      if let view = parent?.view, attributes.equals(.key, "frame") {
        document.views[view].frame = IBRect(
          x: attributes.double(.x) ?? 0, y: attributes.double(.y) ?? 0,
          width: attributes.double(.width) ?? 0, height: attributes.double(.height) ?? 0)
      }
    case .viewLayoutGuide, .viewControllerLayoutGuide:
      addLayoutGuide(frame.element, tag)
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
      addRuntimeAttribute(owner: parent?.runtimeOwner)
    case .connections:
      frame.object = parent?.object
    case .outlet, .outletCollection:
      if parent?.element == .connections, let owner = parent?.object {
        addOutlet(
          owner: objects[owner].id, ownerClass: objects[owner].customClass, frame.element, tag)
      }
    case .variation:
      addVariation(&frame, parent: parent)
    case .mask:
      frame.listOwner = parent?.listOwner
      frame.variation = parent?.variation
      frame.mask =
        attributes.equals(.key, "constraints")
        ? .constraints : attributes.equals(.key, "subviews") ? .subviews : .other
    case .include, .exclude:
      addMaskEntry(frame.element, reference: attributes.string(.reference), parent: parent)
    case .other:
      addObject(&frame, entry, parent: parent, tag)
    }
    if recordsDetails {
      recordDetails(of: frame, named: entry.text, parent: parent, xmlAttributes)
    }
    if let view = frame.view { frame.scopeView = view }
    if let controller = frame.controller {
      frame.scopeController = controller
      frame.scopeView = nil
    }
    stack.append(frame)
  }

  mutating func endElement() {
    _ = stack.popLast()
  }

  /// Resolves what needs the whole document: view controllers' guides and default exclusions.
  mutating func finish() -> IBDocument {
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

}

/// Hands libxml2's events to the builder: one `inout` access to the builder per event.
final class IBBuilderSink: XMLElementSink {
  var builder: IBDocumentBuilder

  init(bytes: UnsafeBufferPointer<UInt8>, recordsDetails: Bool = false) {
    builder = IBDocumentBuilder(bytes: bytes, recordsDetails: recordsDetails)
  }

  func startElement(_ name: UnsafePointer<UInt8>, _ attributes: XMLAttributes, _ tag: TagEnd) {
    builder.startElement(name, attributes, tag)
  }

  func endElement() { builder.endElement() }
}

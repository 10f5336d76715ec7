import AdaptLintCore

extension IBDocumentBuilder {
  func addConstraint(_ values: [String: String], owner: Int, _ tag: TagEnd) -> Int {
    let ownerID = document.views[owner].id
    var constraint = IBConstraint(
      id: values["id"] ?? "", ownerID: ownerID, firstItem: values["firstItem"] ?? ownerID,
      firstAttributeName: values["firstAttribute"] ?? "", location: location(tag))
    if let second = values["secondItem"] {
      constraint.secondItem = second
      constraint.secondAttributeName = values["secondAttribute"]
      constraint.secondAttribute = values["secondAttribute"].flatMap(IBAttribute.init(rawValue:))
    }
    if let relation = values["relation"].flatMap(IBRelation.init(rawValue:)) {
      constraint.relation = relation
    }
    if let text = values["multiplier"], let multiplier = IBMultiplier(parsing: text) {
      constraint.multiplier = multiplier
    }
    constraint.constant = values.double("constant") ?? 0
    constraint.priority = values.double("priority") ?? 1000
    constraint.isPlaceholder = values["placeholder"] == "YES"
    constraint.customClass = values["customClass"]
    constraint.identifier = values["identifier"]
    constraint.userLabel = values["userLabel"]
    let index = document.constraints.count
    if document.constraintIndex[constraint.id] == nil {
      document.constraintIndex[constraint.id] = index
    }
    document.views[owner].constraintIDs.append(constraint.id)
    document.constraints.append(constraint)
    return index
  }

  func addLayoutGuide(_ element: IBElement, _ values: [String: String], _ tag: TagEnd) {
    guard let id = values["id"] else { return }
    let kind: IBLayoutGuide.Kind
    if element == .viewControllerLayoutGuide {
      kind = values["type"] == "bottom" ? .bottom : .top
    } else {
      switch values["key"] ?? "" {
      case "safeArea": kind = .safeArea
      case "margins", "layoutMarginsGuide": kind = .margins
      case "frameLayoutGuide": kind = .frame
      case "contentLayoutGuide": kind = .content
      case let other: kind = .other(other)
      }
    }
    var guide = IBLayoutGuide(id: id, kind: kind, location: location(tag))
    if element == .viewControllerLayoutGuide {
      guide.viewControllerID = enclosingController().map { document.viewControllers[$0].id }
    } else {
      guide.ownerViewID = enclosingView().map { document.views[$0].id }
    }
    if document.guideIndex[id] == nil { document.guideIndex[id] = document.layoutGuides.count }
    document.layoutGuides.append(guide)
  }

  func addRuntimeAttribute(_ values: [String: String], owner: RuntimeOwner?) {
    guard let owner, let keyPath = values["keyPath"] else { return }
    let type = values["type"] ?? ""
    var value = IBRuntimeAttribute.Value.other
    if let text = values["value"] {
      switch type {
      case "boolean": value = .boolean(text == "YES")
      case "number": value = Double(text).map { .number($0) } ?? .other
      default: value = .string(text)
      }
    }
    appendRuntimeAttribute(
      IBRuntimeAttribute(keyPath: keyPath, type: type, value: value), to: owner)
  }

  func addOutlet(
    _ values: [String: String], owner: String, ownerClass: String?, _ element: IBElement,
    _ tag: TagEnd
  ) {
    guard let property = values["property"], let destination = values["destination"] else { return }
    document.outlets.append(
      IBOutlet(
        ownerID: owner, ownerClass: ownerClass ?? "", property: property, destination: destination,
        isCollection: element == .outletCollection, location: location(tag)))
  }

  func addVariation(_ frame: inout Frame, _ values: [String: String], parent: Frame?) {
    guard let parent, let key = values["key"] else { return }
    if let constraint = parent.constraint {
      if let constant = values.double("constant") {
        document.constraints[constraint].constantVariations[key] = constant
      }
    } else if let view = parent.view {
      frame.listOwner = view
      frame.variation = document.views[view].variations.count
      document.views[view].variations.append(IBVariation(key: key))
    }
  }

  func addMaskEntry(_ element: IBElement, reference: String?, parent: Frame?) {
    guard let reference, let parent, parent.element == .mask, let view = parent.listOwner,
      let variation = parent.variation, variation < document.views[view].variations.count
    else { return }
    let include = element == .include
    switch parent.maskKey {
    case "constraints":
      if include {
        document.views[view].variations[variation].includedConstraints.append(reference)
      } else {
        document.views[view].variations[variation].excludedConstraints.append(reference)
      }
    case "subviews":
      if include {
        document.views[view].variations[variation].includedSubviews.append(reference)
      } else {
        document.views[view].variations[variation].excludedSubviews.append(reference)
      }
    default:
      break
    }
  }

  /// Any other element: a view, a view controller, a placeholder, or the number value of a
  /// runtime attribute (`<real key="value" value="30"/>`).
  func addObject(
    _ frame: inout Frame, _ name: String, _ attributes: XMLAttributes, parent: Frame?, _ tag: TagEnd
  ) {
    if parent?.element == .runtimeAttribute, let owner = parent?.runtimeOwner {
      let values = attributes.dictionary()
      if values["key"] == "value", let number = values.double("value") {
        updateLastRuntimeAttribute(of: owner) { $0.value = .number(number) }
      }
      return
    }
    guard attributes.count > 0 else { return }
    let object = attributes.objectAttributes()
    guard let id = object.id else { return }
    frame.id = id
    frame.customClass = object.customClass
    let isView =
      parent?.element == .subviews || IBElement.viewNames.contains(name)
      || object.key.map(IBElement.viewKeys.contains) == true
    if isView {
      var view = IBView(id: id, elementName: name, location: location(tag))
      view.customClass = object.customClass
      view.userLabel = object.userLabel
      view.key = object.key
      frame.view = addView(view)
      if object.key == "view", let controller = parent?.controller {
        document.viewControllers[controller].rootViewID = id
      }
    } else if IBElement.isController(name) {
      var controller = IBViewController(id: id, elementName: name)
      controller.customClass = object.customClass
      frame.controller = document.viewControllers.count
      document.viewControllers.append(controller)
    }
  }
}

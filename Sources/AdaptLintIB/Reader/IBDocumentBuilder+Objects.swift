import AdaptLintCore

extension IBDocumentBuilder {
  mutating func addConstraint(owner: Int, _ tag: TagEnd) -> Int {
    let ownerID = document.views[owner].id
    var constraint = IBConstraint(
      id: attributes.string(.id) ?? "", ownerID: ownerID,
      firstItem: attributes.string(.firstItem) ?? ownerID,
      firstAttributeName: attributes.string(.firstAttribute) ?? "", location: location(tag))
    if let second = attributes.string(.secondItem) {
      constraint.secondItem = second
      constraint.secondAttributeName = attributes.string(.secondAttribute)
      constraint.secondAttribute = constraint.secondAttributeName.flatMap(
        IBAttribute.init(rawValue:))
    }
    if let relation = attributes.string(.relation).flatMap(IBRelation.init(rawValue:)) {
      constraint.relation = relation
    }
    if let text = attributes.string(.multiplier), let multiplier = IBMultiplier(parsing: text) {
      constraint.multiplier = multiplier
    }
    constraint.constant = attributes.double(.constant) ?? 0
    constraint.hasUnreadableConstant =
      attributes.has(.constant) && attributes.double(.constant) == nil
    constraint.priority = attributes.double(.priority) ?? 1000
    constraint.isPlaceholder = attributes.equals(.placeholder, "YES")
    constraint.customClass = attributes.string(.customClass)
    constraint.identifier = attributes.string(.identifier)
    constraint.userLabel = attributes.string(.userLabel)
    let index = document.constraints.count
    document.constraintIndex[constraint.id] = index
    document.views[owner].constraintIDs.append(constraint.id)
    document.constraints.append(constraint)
    return index
  }

  mutating func addLayoutGuide(_ element: IBElement, _ tag: TagEnd) {
    guard let id = attributes.string(.id) else { return }
    let kind: IBLayoutGuide.Kind
    if element == .viewControllerLayoutGuide {
      kind = attributes.equals(.type, "bottom") ? .bottom : .top
    } else {
      switch attributes.string(.key) ?? "" {
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
    document.guideIndex[id] = document.layoutGuides.count
    document.layoutGuides.append(guide)
  }

  mutating func addRuntimeAttribute(owner: RuntimeOwner?) {
    guard let owner, let keyPath = attributes.string(.keyPath) else { return }
    let type = attributes.string(.type) ?? ""
    var value = IBRuntimeAttribute.Value.other
    if let text = attributes.string(.value) {
      switch type {
      case "boolean": value = .boolean(text == "YES")
      case "number": value = Double(text).map { .number($0) } ?? .other
      default: value = .string(text)
      }
    }
    appendRuntimeAttribute(
      IBRuntimeAttribute(keyPath: keyPath, type: type, value: value), to: owner)
  }

  mutating func addOutlet(owner: String, ownerClass: String?, _ element: IBElement, _ tag: TagEnd) {
    guard let property = attributes.string(.property),
      let destination = attributes.string(.destination)
    else { return }
    document.outlets.append(
      IBOutlet(
        ownerID: owner, ownerClass: ownerClass ?? "", property: property, destination: destination,
        isCollection: element == .outletCollection, location: location(tag)))
  }

  mutating func addVariation(_ frame: inout Frame, parent: Frame?) {
    guard let parent, let key = attributes.string(.key) else { return }
    if let constraint = parent.constraint {
      if let constant = attributes.double(.constant) {
        document.constraints[constraint].constantVariations[key] = constant
      }
    } else if let view = parent.view {
      frame.listOwner = view
      frame.variation = document.views[view].variations.count
      document.views[view].variations.append(IBVariation(key: key))
    }
  }

  mutating func addMaskEntry(_ element: IBElement, reference: String?, parent: Frame?) {
    guard let reference, let parent, parent.element == .mask, let view = parent.listOwner,
      let variation = parent.variation, variation < document.views[view].variations.count
    else { return }
    let include = element == .include
    switch parent.mask {
    case .constraints:
      if include {
        document.views[view].variations[variation].includedConstraints.append(reference)
      } else {
        document.views[view].variations[variation].excludedConstraints.append(reference)
      }
    case .subviews:
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
  mutating func addObject(_ frame: inout Frame, _ name: ElementName, parent: Frame?, _ tag: TagEnd)
  {
    if parent?.element == .runtimeAttribute, let owner = parent?.runtimeOwner {
      if attributes.equals(.key, "value"), let number = attributes.double(.value) {
        updateLastRuntimeAttribute(of: owner) { $0.value = .number(number) }
      }
      return
    }
    guard let id = attributes.string(.id) else { return }
    let customClass = attributes.string(.customClass)
    frame.object = objects.count
    objects.append((id, customClass))
    let key = attributes.string(.key)
    let isView =
      parent?.element == .subviews || name.isView
      || key.map(IBElement.viewKeys.contains) == true
    if isView {
      var view = IBView(id: id, elementName: name.text, location: location(tag))
      view.customClass = customClass
      view.userLabel = attributes.string(.userLabel)
      view.key = key
      frame.view = addView(view)
      if key == "view", let controller = parent?.controller {
        document.viewControllers[controller].rootViewID = id
      }
    } else if name.isController {
      var controller = IBViewController(id: id, elementName: name.text)
      controller.customClass = customClass
      frame.controller = document.viewControllers.count
      document.viewControllers.append(controller)
    }
  }
}

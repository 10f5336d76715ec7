extension IBDocumentBuilder {
  /// Keeps the attributes of the document, views and view controllers, the keyed property
  /// elements inside views and view controllers, and the document's image resources.
  mutating func recordDetails(
    of frame: Frame, named name: String, parent: Frame?, _ xmlAttributes: XMLAttributes
  ) {
    var all = IBAttributes()
    xmlAttributes.visit { key, value in
      all[String(cString: key)] = String(decoding: value, as: UTF8.self)
    }
    if frame.element == .document {
      document.details.attributes = all
    } else if let view = frame.view {
      document.views[view].details.attributes = all
    } else if let controller = frame.controller {
      document.viewControllers[controller].details.attributes = all
    } else if name == "image", all["key"] == nil, let imageName = all["name"],
      let width = all["width"].flatMap(Double.init), let height = all["height"].flatMap(Double.init)
    {
      document.imageSizes[imageName] = IBImageSize(width: width, height: height)
    } else if let key = all["key"] {
      all["@element"] = name
      if let view = parent?.view {
        document.views[view].details.properties[key] = all
      } else if let controller = parent?.controller {
        document.viewControllers[controller].details.properties[key] = all
      }
    }
  }
}

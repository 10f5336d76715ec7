/// The cache's binary form of a finding's layout snapshot.
extension CacheCodec {
  static func write(_ snapshot: LayoutSnapshot?, to writer: inout ByteWriter) {
    guard let snapshot else { return writer.byte(0) }
    writer.byte(1)
    writer.count(snapshot.views.count)
    for view in snapshot.views {
      writer.string(view.id)
      writer.string(view.name)
      writer.signed(view.parent ?? -1)
    }
    writer.count(snapshot.screens.count)
    for screen in snapshot.screens {
      writer.string(screen.name)
      writer.double(screen.width)
      writer.double(screen.height)
      write(screen.safeArea, to: &writer)
      writer.count(screen.frames.count)
      for frame in screen.frames { write(frame, to: &writer) }
      write(screen.highlightedFrame, to: &writer)
      writer.byte(screen.breaks ? 1 : 0)
      writer.optionalDouble(screen.amount)
    }
    writer.count(snapshot.primaryScreen)
    writer.count(snapshot.highlightedViews.count)
    for id in snapshot.highlightedViews { writer.string(id) }
    writer.count(snapshot.highlightedConstraints.count)
    for id in snapshot.highlightedConstraints { writer.string(id) }
  }

  /// `.some(nil)` for a finding without a snapshot; nil for malformed bytes.
  static func readSnapshot(_ reader: inout ByteReader) -> LayoutSnapshot?? {
    guard let flag = reader.byte() else { return nil }
    if flag == 0 { return .some(nil) }
    guard flag == 1, let viewCount = reader.count() else { return nil }
    var views: [LayoutSnapshot.View] = []
    for _ in 0..<viewCount {
      guard let id = reader.string(), let name = reader.string(), let parent = reader.signed()
      else { return nil }
      views.append(LayoutSnapshot.View(id: id, name: name, parent: parent < 0 ? nil : parent))
    }
    guard let screenCount = reader.count() else { return nil }
    var screens: [LayoutSnapshot.Screen] = []
    for _ in 0..<screenCount {
      guard let name = reader.string(), let width = reader.double(),
        let height = reader.double(), let safeArea = readRect(&reader) ?? nil,
        let frameCount = reader.count()
      else { return nil }
      var frames: [LayoutSnapshot.Rect?] = []
      for _ in 0..<frameCount {
        guard let frame = readRect(&reader) else { return nil }
        frames.append(frame)
      }
      guard let highlighted = readRect(&reader), let breaks = reader.byte(),
        let amount = reader.optionalDouble()
      else { return nil }
      screens.append(
        LayoutSnapshot.Screen(
          name: name, width: width, height: height, safeArea: safeArea, frames: frames,
          highlightedFrame: highlighted, breaks: breaks == 1, amount: amount))
    }
    guard let primary = reader.count(), let highlightedCount = reader.count() else { return nil }
    var highlightedViews: [String] = []
    for _ in 0..<highlightedCount {
      guard let id = reader.string() else { return nil }
      highlightedViews.append(id)
    }
    guard let constraintCount = reader.count() else { return nil }
    var highlightedConstraints: [String] = []
    for _ in 0..<constraintCount {
      guard let id = reader.string() else { return nil }
      highlightedConstraints.append(id)
    }
    return .some(
      LayoutSnapshot(
        views: views, screens: screens, primaryScreen: primary,
        highlightedViews: highlightedViews, highlightedConstraints: highlightedConstraints))
  }

  private static func write(_ rect: LayoutSnapshot.Rect?, to writer: inout ByteWriter) {
    guard let rect else { return writer.byte(0) }
    writer.byte(1)
    writer.double(rect.x)
    writer.double(rect.y)
    writer.double(rect.width)
    writer.double(rect.height)
  }

  /// `.some(nil)` for an absent rectangle; nil for malformed bytes.
  private static func readRect(_ reader: inout ByteReader) -> LayoutSnapshot.Rect?? {
    guard let flag = reader.byte() else { return nil }
    if flag == 0 { return .some(nil) }
    guard flag == 1, let x = reader.double(), let y = reader.double(),
      let width = reader.double(), let height = reader.double()
    else { return nil }
    return .some(LayoutSnapshot.Rect(x: x, y: y, width: width, height: height))
  }
}

extension ByteWriter {
  mutating func double(_ value: Double) { fixed64(value.bitPattern) }

  mutating func optionalDouble(_ value: Double?) {
    guard let value else { return byte(0) }
    byte(1)
    double(value)
  }
}

extension ByteReader {
  mutating func double() -> Double? { fixed64().map(Double.init(bitPattern:)) }

  /// `.some(nil)` for an absent value; nil for malformed bytes.
  mutating func optionalDouble() -> Double?? {
    guard let flag = byte() else { return nil }
    if flag == 0 { return .some(nil) }
    guard flag == 1, let value = double() else { return nil }
    return .some(value)
  }
}

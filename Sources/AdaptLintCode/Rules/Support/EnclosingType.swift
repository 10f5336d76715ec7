/// The type whose body holds a token: `class FeedCell: UITableViewCell { … }`,
/// `extension FeedCell { … }`, or `@implementation FeedCell … @end`.
struct EnclosingType {
  var name: String
  /// The superclass a Swift class states (`class A: B`); see `holdsScrollingContent(in:)` for
  /// Objective-C.
  var superclass: String?

  init?(around token: Int, in text: CodeText) {
    var index = token
    while index > 0 {
      index -= 1
      if !text.isSwift, text.isText(index, "@implementation"), text.isIdentifier(index + 1) {
        name = text.text(index + 1)
        superclass = nil
        return
      }
      if text.isSwift, text.kind(index) == .keyword,
        text.isText(index, "class") || text.isText(index, "extension")
          || text.isText(index, "struct"),
        text.isIdentifier(index + 1)
      {
        var brace = index + 2
        while brace < token, !text.isPunctuation(brace, UInt8(ascii: "{")) { brace += 1 }
        if let close = text.match(brace), close > token {
          name = text.text(index + 1)
          // a class's first inherited type is its superclass, when it has one
          let statesSuperclass =
            text.isText(index, "class") && text.isPunctuation(index + 2, UInt8(ascii: ":"))
            && text.isIdentifier(index + 3)
          superclass = statesSuperclass ? text.text(index + 3) : nil
          return
        }
      }
    }
    return nil
  }

  /// The superclass the file states: in the class's Swift declaration, or in its Objective-C
  /// `@interface`.
  func statedSuperclass(in text: CodeText) -> String? {
    text.isSwift ? superclass : Self.objcSuperclass(of: name, in: text)
  }

  /// `@interface FeedCell : UITableViewCell` anywhere in the file.
  private static func objcSuperclass(of name: String, in text: CodeText) -> String? {
    for index in 0..<text.codeEnd where text.isText(index, "@interface") {
      if text.isIdentifier(index + 1), text.text(index + 1) == name,
        text.isPunctuation(index + 2, UInt8(ascii: ":")),
        text.isIdentifier(index + 3)
      {
        return text.text(index + 3)
      }
    }
    return nil
  }

  private static let scrollingClasses: Set<String> = [
    "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView",
    "UICollectionReusableView", "UIScrollView", "UITableView", "UICollectionView", "UITextView",
  ]

  /// A cell, a reusable view or a scroll view: its content is laid out along a scrolling axis,
  /// and its height is not the screen's. An implementation file seldom restates the superclass,
  /// so a name ending in `Cell` counts too.
  func holdsScrollingContent(in text: CodeText) -> Bool {
    if name.hasSuffix("Cell") { return true }
    return statedSuperclass(in: text).map(Self.scrollingClasses.contains) ?? false
  }
}

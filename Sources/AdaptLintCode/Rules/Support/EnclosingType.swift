/// The type whose body holds a token: `class FeedCell: UITableViewCell { … }`,
/// `extension FeedCell { … }`, or `@implementation FeedCell … @end`.
struct EnclosingType {
  var name: String
  /// The superclass a Swift class states (`class A: B`); see `holdsScrollingContent(in:)` for
  /// Objective-C.
  var superclass: String?
  /// A Swift `struct` (a SwiftUI view, a model): never a UIKit view or view controller.
  var isStruct = false

  init?(around token: Int, in text: CodeText) {
    if !text.isSwift {
      var index = token
      while index > 0, !text.isText(index - 1, "@implementation") || !text.isIdentifier(index) {
        index -= 1
      }
      guard index > 0 else { return nil }
      name = text.text(index)
      superclass = nil
      return
    }
    let declaration = text.enclosingDeclaration(around: token) { index in
      text.kind(index) == .keyword
        && (text.isText(index, "class") || text.isText(index, "extension")
          || text.isText(index, "struct"))
        && text.isIdentifier(index + 1)
    }
    guard let index = declaration else { return nil }
    name = text.text(index + 1)
    isStruct = text.isText(index, "struct")
    // a class's first inherited type is its superclass, when it has one
    let statesSuperclass =
      text.isText(index, "class") && text.isPunctuation(index + 2, UInt8(ascii: ":"))
      && text.isIdentifier(index + 3)
    superclass = statesSuperclass ? text.text(index + 3) : nil
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

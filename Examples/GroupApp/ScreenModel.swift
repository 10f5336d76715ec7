import UIKit

extension UIDevice {
  enum ScreenModel {
    case classic
    case bigger
    case biggerPlus
  }

  static let screenModel: ScreenModel = {
    let nativeWidth = UIScreen.main.nativeBounds.size.width
    if nativeWidth == 320 * 2 {
      return .classic
    } else if nativeWidth == 375 * 2 {
      return .bigger
    } else if nativeWidth == 414 * 3 {
      return .biggerPlus
    }
    return .bigger
  }()
}

import UIKit

// The design mock is 414×736: horizontal values scale with the width, vertical ones with
// the height.
let screenWidthFactor = UIScreen.main.bounds.width / 414
let screenHeightFactor = UIScreen.main.bounds.height / 736

final class ProfileHeaderView: UIView {
  private let avatar = UIImageView()
  private let nameLabel = UILabel()

  override func layoutSubviews() {
    super.layoutSubviews()
    avatar.frame = CGRect(
      x: 30 * screenWidthFactor, y: 60 * screenWidthFactor,
      width: 100 * screenWidthFactor, height: 100 * screenWidthFactor)
    nameLabel.frame = CGRect(
      x: avatar.frame.maxX + 20 * screenWidthFactor, y: 60 * screenHeightFactor,
      width: bounds.width - avatar.frame.maxX - 50 * screenWidthFactor, height: 24)
  }
}

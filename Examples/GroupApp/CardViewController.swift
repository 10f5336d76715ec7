import UIKit

final class CardViewController: UIViewController {
  private let card = UIView()
  private let photo = UIImageView()
  private let caption = UILabel()
  private let badge = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [card, photo, caption, badge] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(card)
    view.addSubview(badge)
    card.addSubview(photo)
    card.addSubview(caption)

    NSLayoutConstraint.activate([
      card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      card.widthAnchor.constraint(equalToConstant: 340),
      photo.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      photo.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      photo.topAnchor.constraint(equalTo: card.topAnchor),
      photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 9.0 / 16.0),
      caption.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 8),
      caption.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      caption.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.06),
    ])

    NSLayoutConstraint(
      item: badge, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading,
      multiplier: 0.8, constant: 0
    ).isActive = true
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    // Adapts to the space the view is given: no device check needed.
    caption.numberOfLines = view.bounds.width > 530 ? 1 : 2
  }
}

import UIKit

/// The title size, chosen by hardware model: wrong under Display Zoom and on every later phone.
func titleFontSize(machine: String) -> CGFloat {
  if machine == "iPhone7,1" {
    return 20
  }
  return 17
}

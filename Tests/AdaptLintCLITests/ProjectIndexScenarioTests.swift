import XCTest

/// A pre-commit hook passes only the changed files; the macros they use live in headers that
/// did not change. The index must still know them.
final class ProjectIndexScenarioTests: XCTestCase {
  func testSingleFilesAreCheckedWithTheWholeRepositoryIndexed() throws {
    let repository = try TemporaryRepository(self)
    try repository.write(
      "App/Support/Constants.h",
      """
      #define SCREEN_WIDTH ([UIScreen mainScreen].bounds.size.width)
      #define SCREEN_HEIGHT ([UIScreen mainScreen].bounds.size.height)
      #define SCREEN_MAX_LENGTH (MAX(SCREEN_WIDTH, SCREEN_HEIGHT))
      #define IS_IPHONE_6P (SCREEN_MAX_LENGTH == 736.0)

      """)
    try repository.write(
      "App/Views/Cell.m",
      """
      #import "Constants.h"

      @implementation Cell
      - (void)awakeFromNib {
          if (IS_IPHONE_6P) {
              self.topConstraint.constant = 8;
          }
      }
      @end

      """)
    try repository.commitAll("cell")
    let result = try repository.lint(["App/Views/Cell.m", "--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      try CLI.findings(result.stdout),
      ["screen_size_check App/Views/Cell.m:5", "per_device_constant App/Views/Cell.m:6"])
    let summary = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual((summary["summary"] as? [String: Any])?["files"] as? Int, 1)
  }

  /// The IB side leaves a constraint with an outlet to the code: a hook given only the Swift file
  /// still judges the constant it sets by the storyboard, and a warm run follows a change there.
  func testAConstantSetInCodeIsJudgedByTheOutletsIBConstraint() throws {
    let repository = try TemporaryRepository(self)
    let cache = repository.root + "/.git/adaptlint-cache"
    func card(_ attribute: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
          <device id="retina4_7" orientation="portrait"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardViewController">
                  <connections>
                      <outlet property="cardSize" destination="size" id="o1"/>
                  </connections>
              </placeholder>
              <view id="root">
                  <subviews>
                      <view id="card" userLabel="Card">
                          <constraints>
                              <constraint firstAttribute="\(attribute)" constant="200" id="size"/>
                          </constraints>
                      </view>
                  </subviews>
              </view>
          </objects>
      </document>

      """
    }
    try repository.write("App/Card.xib", card("width"))
    try repository.write(
      "App/CardViewController.swift",
      """
      final class CardViewController: UIViewController {
          @IBOutlet weak var cardSize: NSLayoutConstraint!
          override func viewDidLoad() {
              super.viewDidLoad()
              cardSize.constant = 340
          }
      }

      """)
    try repository.commitAll("card")
    func lint() throws -> [String] {
      let result = try repository.lint([
        "App/CardViewController.swift", "--format", "json", "--cache-path", cache,
      ])
      XCTAssertLessThan(result.status, 2, result.stderr)
      return try CLI.findings(result.stdout)
    }
    // 340 is wider than the narrowest 320-point screen; a height set on an outlet is not judged.
    XCTAssertEqual(try lint(), ["fixed_constant_constraint App/CardViewController.swift:5"])
    XCTAssertEqual(try lint(), ["fixed_constant_constraint App/CardViewController.swift:5"])
    try repository.write("App/Card.xib", card("height"))
    XCTAssertEqual(try lint(), [])
  }
}

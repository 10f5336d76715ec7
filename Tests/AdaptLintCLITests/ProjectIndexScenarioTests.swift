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
}

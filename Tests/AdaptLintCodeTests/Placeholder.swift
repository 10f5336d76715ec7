import XCTest

final class PlaceholderCodeTests: XCTestCase {}

import XCTest

final class PlaceholderReportersTests: XCTestCase {}

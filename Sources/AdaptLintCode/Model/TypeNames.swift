/// Names that are types for certain: the parser reads `(CGFloat)-16` as a cast because of them,
/// and the index never takes a value of these types for a screen classifier.
enum TypeNames {
  /// Sizes, numbers, strings, colours, views.
  static let values: Set<String> = [
    "CGFloat", "Int", "Double", "Float", "CGSize", "CGRect", "CGPoint", "UIEdgeInsets",
    "NSDirectionalEdgeInsets", "UIFont", "String", "NSString", "NSString *", "NSInteger",
    "NSUInteger", "UIColor", "UIImage", "Void", "void", "NSNumber", "NSNumber *", "id",
    "instancetype", "UIView", "UIViewController", "URL", "Data", "Date", "TimeInterval",
    "NSTimeInterval", "CGFloat?", "String?", "Int?", "Double?", "UIFont *", "UIColor *",
    "UIImage *", "int", "float", "double", "long", "Character", "UInt", "Int32", "Int64",
  ]

  static let booleans: Set<String> = ["Bool", "BOOL", "bool", "Bool?"]
}

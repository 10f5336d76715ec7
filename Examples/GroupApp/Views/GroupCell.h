#import <UIKit/UIKit.h>

@interface GroupCell : UICollectionViewCell
@property (nonatomic, weak) IBOutlet UILabel *nameLabel;
@property (nonatomic, weak) IBOutlet NSLayoutConstraint *icoTopConstraint;
@property (nonatomic, weak) IBOutlet NSLayoutConstraint *nameTopConstraint;
@property (nonatomic, strong) UIView *badge;
@end

#import "GroupCell.h"
#import "Constants.h"
#import <Masonry/Masonry.h>

@implementation GroupCell

- (void)awakeFromNib {
    [super awakeFromNib];
    // The Plus phones get a larger title and tighter spacing.
    if (fequal(SCREEN_WIDTH, 414.0f)) {
        self.nameLabel.font = [UIFont systemFontOfSize:16.0f];
        self.icoTopConstraint.constant = 8.0f;
        self.nameTopConstraint.constant = 33.0f;
    }
}

- (void)layoutBadge {
    [self.contentView addSubview:self.badge];
    [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.contentView).offset(KScaleH(10));
        make.left.equalTo(self.contentView).offset(KScaleH(10));
        make.width.mas_equalTo(300);
        make.height.equalTo(self.badge.mas_width).multipliedBy(0.25);
    }];
}

- (CGFloat)cornerRadius {
    return IS_IPHONE_5 ? 6.0 : 10.0;
}

@end

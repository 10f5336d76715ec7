#ifndef Constants_h
#define Constants_h

#import <UIKit/UIKit.h>

#define SCREEN_WIDTH ([UIScreen mainScreen].bounds.size.width)
#define SCREEN_HEIGHT ([UIScreen mainScreen].bounds.size.height)
#define SCREEN_MAX_LENGTH (MAX(SCREEN_WIDTH, SCREEN_HEIGHT))

#define IS_IPHONE_5 (SCREEN_MAX_LENGTH == 568.0)
#define IS_IPHONE_6P (SCREEN_MAX_LENGTH == 736.0)

// The design mock is 414×736: scale horizontal values by width, vertical values by height.
#define KScaleH(c) (SCREEN_WIDTH / 414 * (c))
#define KScaleV(c) (SCREEN_WIDTH / 736 * (c))

static inline BOOL fequal(CGFloat a, CGFloat b) { return fabs(a - b) < FLT_EPSILON; }

#endif

import Foundation

// The keys UIKit's classes answer to: each property's Objective-C name (`hidden` for
// `isHidden`), listed on the class that declares the property.

extension KeyValueCoding {
  /// The keys of each class, by the class's identity.
  static let tables: [ObjectIdentifier: [String: Accessor]] = [
    ObjectIdentifier(UIView.self): viewKeys,
    ObjectIdentifier(UILabel.self): labelKeys,
    ObjectIdentifier(UIControl.self): [
      "enabled": rw(\UIControl.isEnabled), "selected": rw(\UIControl.isSelected),
      "highlighted": rw(\UIControl.isHighlighted),
      "contentHorizontalAlignment": rw(\UIControl.contentHorizontalAlignment),
      "contentVerticalAlignment": rw(\UIControl.contentVerticalAlignment),
    ],
    ObjectIdentifier(UIImageView.self): [
      "image": rw(\UIImageView.image), "highlightedImage": rw(\UIImageView.highlightedImage),
      "highlighted": rw(\UIImageView.isHighlighted),
      "animationImages": rw(\UIImageView.animationImages),
      "animationDuration": rw(\UIImageView.animationDuration),
      "animationRepeatCount": rw(\UIImageView.animationRepeatCount),
    ],
    ObjectIdentifier(UIScrollView.self): scrollViewKeys,
    ObjectIdentifier(UIViewController.self): viewControllerKeys,
    ObjectIdentifier(UIBarItem.self): [
      "enabled": rw(\UIBarItem.isEnabled), "title": rw(\UIBarItem.title),
      "image": rw(\UIBarItem.image), "landscapeImagePhone": rw(\UIBarItem.landscapeImagePhone),
      "imageInsets": rw(\UIBarItem.imageInsets), "tag": rw(\UIBarItem.tag),
    ],
    ObjectIdentifier(UIBarButtonItem.self): [
      "style": rw(\UIBarButtonItem.style), "width": rw(\UIBarButtonItem.width),
      "customView": rw(\UIBarButtonItem.customView), "tintColor": rw(\UIBarButtonItem.tintColor),
      "hidden": rw(\UIBarButtonItem.isHidden),
      // UIKit's private key for the view a bar shows the item with, which code reads to
      // anchor a popover or tip to the item.
      "view": ro(\UIBarButtonItem.shownView),
    ],
  ]

  private static let viewKeys: [String: Accessor] = [
    "frame": rw(\UIView.frame), "bounds": rw(\UIView.bounds), "center": rw(\UIView.center),
    "transform": rw(\UIView.transform), "alpha": rw(\UIView.alpha),
    "hidden": rw(\UIView.isHidden), "opaque": rw(\UIView.isOpaque),
    "backgroundColor": rw(\UIView.backgroundColor), "tintColor": rw(\UIView.tintColor),
    "tag": rw(\UIView.tag), "userInteractionEnabled": rw(\UIView.isUserInteractionEnabled),
    "multipleTouchEnabled": rw(\UIView.isMultipleTouchEnabled),
    "contentMode": rw(\UIView.contentMode), "clipsToBounds": rw(\UIView.clipsToBounds),
    "layer": ro(\UIView.layer), "superview": ro(\UIView.superview),
    "subviews": ro(\UIView.subviews), "window": ro(\UIView.window),
    "autoresizingMask": rw(\UIView.autoresizingMask),
    "translatesAutoresizingMaskIntoConstraints": rw(
      \UIView.translatesAutoresizingMaskIntoConstraints),
    "layoutMargins": rw(\UIView.layoutMargins),
    "accessibilityIdentifier": rw(\UIView.accessibilityIdentifier),
    "accessibilityIgnoresInvertColors": rw(\UIView.accessibilityIgnoresInvertColors),
  ]

  private static let labelKeys: [String: Accessor] = [
    "text": rw(\UILabel.text), "attributedText": rw(\UILabel.attributedText),
    "font": rw(\UILabel.font), "textColor": rw(\UILabel.textColor),
    "textAlignment": rw(\UILabel.textAlignment), "lineBreakMode": rw(\UILabel.lineBreakMode),
    "numberOfLines": rw(\UILabel.numberOfLines), "enabled": rw(\UILabel.isEnabled),
    "highlighted": rw(\UILabel.isHighlighted),
    "highlightedTextColor": rw(\UILabel.highlightedTextColor),
    "shadowColor": rw(\UILabel.shadowColor), "shadowOffset": rw(\UILabel.shadowOffset),
    "baselineAdjustment": rw(\UILabel.baselineAdjustment),
    "adjustsFontSizeToFitWidth": rw(\UILabel.adjustsFontSizeToFitWidth),
    "minimumScaleFactor": rw(\UILabel.minimumScaleFactor),
    "preferredMaxLayoutWidth": rw(\UILabel.preferredMaxLayoutWidth),
    "adjustsFontForContentSizeCategory": rw(\UILabel.adjustsFontForContentSizeCategory),
  ]

  private static let scrollViewKeys: [String: Accessor] = [
    "contentOffset": rw(\UIScrollView.contentOffset),
    "contentSize": rw(\UIScrollView.contentSize),
    "contentInset": rw(\UIScrollView.contentInset), "bounces": rw(\UIScrollView.bounces),
    "alwaysBounceVertical": rw(\UIScrollView.alwaysBounceVertical),
    "alwaysBounceHorizontal": rw(\UIScrollView.alwaysBounceHorizontal),
    "scrollEnabled": rw(\UIScrollView.isScrollEnabled),
    "pagingEnabled": rw(\UIScrollView.isPagingEnabled),
    "decelerationRate": rw(\UIScrollView.decelerationRate),
    "scrollsToTop": rw(\UIScrollView.scrollsToTop),
    "minimumZoomScale": rw(\UIScrollView.minimumZoomScale),
    "maximumZoomScale": rw(\UIScrollView.maximumZoomScale),
    "zoomScale": rw(\UIScrollView.zoomScale),
    "showsVerticalScrollIndicator": rw(\UIScrollView.showsVerticalScrollIndicator),
    "showsHorizontalScrollIndicator": rw(\UIScrollView.showsHorizontalScrollIndicator),
  ]

  private static let viewControllerKeys: [String: Accessor] = [
    "view": rw(\UIViewController.view), "title": rw(\UIViewController.title),
    "preferredContentSize": rw(\UIViewController.preferredContentSize),
    "additionalSafeAreaInsets": rw(\UIViewController.additionalSafeAreaInsets),
    "modalPresentationStyle": rw(\UIViewController.modalPresentationStyle),
    "modalTransitionStyle": rw(\UIViewController.modalTransitionStyle),
    "definesPresentationContext": rw(\UIViewController.definesPresentationContext),
    "providesPresentationContextTransitionStyle": rw(
      \UIViewController.providesPresentationContextTransitionStyle),
    "modalInPresentation": rw(\UIViewController.isModalInPresentation),
    "edgesForExtendedLayout": rw(\UIViewController.edgesForExtendedLayout),
    "hidesBottomBarWhenPushed": rw(\UIViewController.hidesBottomBarWhenPushed),
    "parentViewController": ro(\UIViewController.parent),
    "presentedViewController": ro(\UIViewController.presentedViewController),
    "presentingViewController": ro(\UIViewController.presentingViewController),
    "navigationController": ro(\UIViewController.navigationController),
  ]
}

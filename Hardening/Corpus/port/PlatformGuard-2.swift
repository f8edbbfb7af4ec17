import UIKit
struct A {
    let inset: CGFloat = 20
}

//
//  Constants.swift
//

struct Constants {
    static let duration: TimeInterval = 0.3
    static let cornerRadius: CGFloat = 8
}

func fade(_ layer: CALayer) {
  let animation = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
  let key = #keyPath(CALayer.shadowOffset.height)
  layer.add(animation, forKey: key)
  layer.removeAnimation(forKey: #keyPath(QuartzCore.CALayer.zPosition))
}

        if proxy?.responds(to: aSelector) == true {
            return proxy
        }
        if origin.responds(to: aSelector) {
            return origin
        }
        return nil

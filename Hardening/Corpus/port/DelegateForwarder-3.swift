            target.gestureRecognizer(gestureRecognizer, shouldReceive: event)
        } ?? true
    }
    #endif
}

#if os(iOS)
    let text = \"\"\"
        kept
        \"\"\"
#endif

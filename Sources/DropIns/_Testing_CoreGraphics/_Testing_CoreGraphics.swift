// Swift Testing declares a cross-import overlay for Testing and Apple's CoreGraphics (image
// attachments), so a file importing both asks for this module. On Linux there is nothing to add;
// the module exists so that such test files compile. It declares nothing.

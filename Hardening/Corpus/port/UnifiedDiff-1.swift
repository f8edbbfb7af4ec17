--- a/S/F.swift
+++ b/S/F.swift
@@ -2,7 +2,7 @@
 line 2
 line 3
 line 4
-line 5
+line five
 line 6
 line 7
 line 8


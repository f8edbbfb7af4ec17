"""Skia's renders of the four reference scenes (bench/SCENES.md) for SkiaAgreementTests.

    python3 make_skia_references.py PEERS_DIR [OUT_DIR]

PEERS_DIR is the peer benchmark's folder (its scenes.py and peers.py draw the scenes: this script
reuses them unchanged, so Skia draws exactly what the peer suite measured). Python needs
skia-python==144.1, numpy and pillow from PyPI. Every scene is opaque, so the PNGs are RGB,
written with Pillow's optimiser (small files; decoded pixels are what the test compares).
"""
import os
import sys

peers_dir = sys.argv[1]
out = sys.argv[2] if len(sys.argv) > 2 else os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, peers_dir)
import peers  # noqa: E402
from PIL import Image  # noqa: E402

engine = peers.SkiaEngine()
for scene in ('S1', 'S2', 'S3', 'S4'):
    engine.variants()[scene]()
    rgba = engine.rgba()
    assert (rgba[..., 3] == 255).all(), scene + ' is not opaque'
    Image.fromarray(rgba[..., :3], 'RGB').save(os.path.join(out, scene + '.png'), optimize=True)
    print(scene, 'written')

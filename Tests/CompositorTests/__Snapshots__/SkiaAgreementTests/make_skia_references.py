"""Skia's renders of the reference scenes, for SkiaAgreementTests.

    cd Tests/CompositorTests/__Snapshots__/SkiaAgreementTests
    ../../../../Benchmarks/peers/.venv/bin/python make_skia_references.py [S1,S2,...] [OUT_DIR]

Draws each scene with the peer harness's Skia engine (Benchmarks/peers/engine_skia.py: the same
drawing calls the benchmark times), so the references are exactly what the benchmark compares
with. Benchmarks/peers/run.sh makes the virtualenv (skia-python 144.1, numpy, Pillow, pinned). The
scenes are opaque, so the PNGs are RGB, written with Pillow's optimiser (small files; the test
compares decoded pixels). Default: S1-S7 (every scene Curtain's ReferenceScene has) into this
folder.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PEERS = os.path.join(HERE, '..', '..', '..', '..', 'Benchmarks', 'peers')
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.normpath(PEERS))

from PIL import Image  # noqa: E402

import scenes  # noqa: E402
from engine_skia import SkiaEngine  # noqa: E402

names = sys.argv[1].upper().split(',') if len(sys.argv) > 1 else list(scenes.NAMES)
out = sys.argv[2] if len(sys.argv) > 2 else HERE
unknown = [n for n in names if n not in scenes.NAMES]
if unknown:
    sys.exit('error: unknown scene %s; the scenes are %s'
             % (','.join(unknown), ','.join(scenes.NAMES)))
engine = SkiaEngine()
for name in names:
    engine.render(scenes.scene(name))
    rgba = engine.rgba()
    assert (rgba[..., 3] == 255).all(), name + ' is not opaque'
    if name == 'S7':
        rgba = rgba[:640]  # the top quarter: PathScene.referenceRect in PathScenes.swift
    Image.fromarray(rgba[..., :3], 'RGB').save(os.path.join(out, name + '.png'), optimize=True)
    print(name, 'written')

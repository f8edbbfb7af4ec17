"""How closely two renderings of a scene agree: the mean absolute difference of each channel,
the largest difference, PSNR over R, G and B, and the share of pixels off by more than 8 levels.

    python agreement.py out/curtain/S2.png out/skia/S2.png
    python agreement.py out/curtain out/skia        # every S*.png the two folders share

The scenes are opaque, so straight and premultiplied colours are the same bytes.
"""
import argparse
import glob
import math
import os

import numpy as np
from PIL import Image


def load(path):
    return np.asarray(Image.open(path).convert('RGBA'), dtype=np.int16)


def agreement(a, b):
    """Figures for two H x W x 4 arrays of the same size."""
    if a.shape != b.shape:
        raise ValueError('the frames differ in size: %s against %s' % (a.shape, b.shape))
    d = np.abs(a.astype(np.int16) - b.astype(np.int16))
    mse = float(np.mean(d[..., :3].astype(np.float64) ** 2))
    return {
        'mean_abs': [round(float(m), 4) for m in d.mean(axis=(0, 1))],
        'max_abs': int(d.max()),
        'psnr_db': 99.0 if mse == 0 else round(10 * math.log10(255 * 255 / mse), 2),
        'over_8_percent': round(100 * float(np.mean(d.max(axis=2) > 8)), 4),
    }


def describe(figures):
    mean = '/'.join('%.3f' % m for m in figures['mean_abs'])
    return 'mean |d| r/g/b/a %s, max %d, PSNR %.1f dB, %.3f %% of pixels off by > 8' % (
        mean, figures['max_abs'], figures['psnr_db'], figures['over_8_percent'])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('a', help='a PNG, or a folder of S1.png, S2.png, ...')
    parser.add_argument('b', help='the PNG (or folder) to compare it with')
    args = parser.parse_args()
    if os.path.isdir(args.a) and os.path.isdir(args.b):
        names = sorted(os.path.basename(p) for p in glob.glob(os.path.join(args.a, 'S*.png')))
        pairs = [(n, os.path.join(args.a, n), os.path.join(args.b, n)) for n in names
                 if os.path.exists(os.path.join(args.b, n))]
        if not pairs:
            parser.error('the two folders share no S*.png')
    elif os.path.isfile(args.a) and os.path.isfile(args.b):
        pairs = [(os.path.basename(args.a), args.a, args.b)]
    else:
        parser.error('give two PNG files or two folders')
    for name, a, b in pairs:
        print('%-16s %s' % (name, describe(agreement(load(a), load(b)))))


if __name__ == '__main__':
    main()

"""The site's icon, drawn once as SVG (static/img/favicon.svg) and as PNG app icons.

`python -m rulesite.icons` writes the PNGs (static/img/icon-*.png, apple-touch-icon.png) from
the same shapes as the SVG: a rules card on the site's blue. No image library is needed: each
pixel is the average of a few samples of the shapes, written as an RGBA PNG with zlib.
"""
from __future__ import annotations

import struct
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "static" / "img"
# (file name, size in pixels, square corners); browsers and home screens pick the size they
# need. iOS rounds a home-screen icon itself and shows transparent corners black, so the
# apple-touch-icon fills its square.
SIZES = (("icon-32.png", 32, False), ("apple-touch-icon.png", 180, True),
         ("icon-192.png", 192, False), ("icon-512.png", 512, False))

Color = tuple[int, int, int, int]
BLUE: Color = (0x1D, 0x5F, 0xBF, 255)
SKY: Color = (0x8A, 0xB4, 0xFF, 255)
WHITE: Color = (0xFF, 0xFF, 0xFF, 255)


@dataclass(frozen=True)
class Box:
    """A rounded rectangle in a 64 x 64 drawing, and its colour (the SVG's <rect>s)."""

    x: float
    y: float
    width: float
    height: float
    radius: float
    color: Color

    def contains(self, px: float, py: float) -> bool:
        if not (self.x <= px <= self.x + self.width and self.y <= py <= self.y + self.height):
            return False
        # Inside the rectangle; outside only in a corner beyond its rounding.
        cx = min(max(px, self.x + self.radius), self.x + self.width - self.radius)
        cy = min(max(py, self.y + self.radius), self.y + self.height - self.radius)
        return (px - cx) ** 2 + (py - cy) ** 2 <= self.radius ** 2


# Painted in order, as in favicon.svg: the blue tile, a white card, its art box and text lines.
SHAPES = (
    Box(0, 0, 64, 64, 14, BLUE),
    Box(17, 9, 30, 46, 4, WHITE),
    Box(22, 15, 20, 12, 1.5, SKY),
    Box(22, 32, 20, 3.5, 1.75, BLUE),
    Box(22, 39, 20, 3.5, 1.75, BLUE),
    Box(22, 46, 13, 3.5, 1.75, BLUE),
)


def pixel(x: int, y: int, size: int, samples: int,
          shapes: tuple[Box, ...] = SHAPES) -> Color:
    """The colour of pixel (x, y) of a `size`-pixel icon: the mean of samples x samples points."""
    scale = 64 / size
    total = [0, 0, 0, 0]
    for sy in range(samples):
        for sx in range(samples):
            px = (x + (sx + 0.5) / samples) * scale
            py = (y + (sy + 0.5) / samples) * scale
            color: Color = (0, 0, 0, 0)
            for shape in shapes:
                if shape.contains(px, py):
                    color = shape.color
            # Premultiplied, so a transparent sample adds no colour to an edge pixel.
            alpha = color[3]
            total[0] += color[0] * alpha
            total[1] += color[1] * alpha
            total[2] += color[2] * alpha
            total[3] += alpha
    count = samples * samples
    alpha_sum = total[3]
    if alpha_sum == 0:
        return (0, 0, 0, 0)
    return (round(total[0] / alpha_sum), round(total[1] / alpha_sum),
            round(total[2] / alpha_sum), round(alpha_sum / count))


def png(size: int, samples: int = 4, *, square: bool = False) -> bytes:
    """The icon as an RGBA PNG of `size` x `size` pixels (`square`: no rounded corners)."""
    shapes = (Box(0, 0, 64, 64, 0, BLUE), *SHAPES[1:]) if square else SHAPES
    rows = bytearray()
    for y in range(size):
        rows.append(0)  # filter type: none
        for x in range(size):
            rows.extend(pixel(x, y, size, samples, shapes))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, size, square in SIZES:
        (OUT / name).write_bytes(png(size, samples=4 if size <= 192 else 2, square=square))
        print(f"wrote {OUT / name} ({size} x {size})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

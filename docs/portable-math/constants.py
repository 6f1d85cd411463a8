#!/usr/bin/env python3
"""The constants of Sources/SimGeometry/PortableMath, computed from their definitions.

Run with any Python 3: `python3 docs/portable-math/constants.py`. It prints each constant as
a Swift hexadecimal literal. pi comes from Machin's formula and arctangents from their Taylor
series after two argument halvings, all in 120-digit decimal arithmetic; each double is the
nearest to the exact value (Python's int / int division rounds correctly), and each "lo" is
the nearest double to what its "hi" leaves over. Pieces of pi/2 and ln 2 are truncated to a
number of significant bits so that k times the piece is exact for every k the code uses.
"""
from decimal import Decimal, getcontext
from fractions import Fraction

getcontext().prec = 120


def atan_small(x):
    total, term, n, x2 = Decimal(0), x, 0, x * x
    while True:
        value = term / (2 * n + 1)
        if abs(value) < Decimal(10) ** -118:
            return total
        total += value if n % 2 == 0 else -value
        term *= x2
        n += 1


def atan(x):
    # atan(x) = 2 atan(x / (1 + sqrt(1 + x^2))), twice, so the series converges quickly.
    for _ in range(2):
        x = x / (1 + (1 + x * x).sqrt())
    return 4 * atan_small(x)


pi = 16 * atan_small(Decimal(1) / 5) - 4 * atan_small(Decimal(1) / 239)
ln2 = Decimal(2).ln()


def exact(d):
    return Fraction(d)


def hexfloat(f):
    return float(f).hex().replace("0x", "0x")


def nearest(f):
    return Fraction(float(f))


def pair(name, value):
    v = exact(value)
    hi = nearest(v)
    lo = nearest(v - hi)
    print(f"{name}: hi {float(hi).hex()} lo {float(lo).hex()}")


def pieces(name, value, bits, count):
    rest = exact(value)
    out = []
    for i in range(count):
        if i == count - 1:
            piece = nearest(rest)
        else:
            exponent = rest.numerator.bit_length() - rest.denominator.bit_length()
            while Fraction(2) ** exponent > rest:
                exponent -= 1
            while Fraction(2) ** (exponent + 1) <= rest:
                exponent += 1
            unit = Fraction(2) ** (exponent - bits + 1)
            piece = (rest // unit) * unit  # truncated to `bits` significant bits
        out.append(piece)
        rest -= piece
    print(f"{name} ({bits}-bit pieces): " + ", ".join(float(p).hex() for p in out))


print(f"2/pi: {float(exact(2 / pi)).hex()}  1/ln2: {float(exact(1 / ln2)).hex()}")
pair("pi", pi)
pair("pi/2", pi / 2)
pieces("ln2", ln2, 32, 2)
pieces("pi/2", pi / 2, 27, 4)
pieces("pi/2", pi / 2, 16, 10)
for j in range(1, 9):
    pair(f"atan({j}/8)", atan(Decimal(j) / 8))
for j in range(1, 9):
    pair(f"atan(8/{j})", pi / 2 - atan(Decimal(j) / 8))
for n in range(2, 14):
    f = 1
    for i in range(2, n + 1):
        f *= i
    print(f"1/{n}!: {float(Fraction(1, f)).hex()}")

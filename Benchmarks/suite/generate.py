#!/usr/bin/env python3
"""Writes N generated scenarios (default 2,000) into a folder, for timing suite runs.

Each scenario is a small app screen (a few dozen views: containers, buttons, labels, an
overlay or not), a tap or a drag on it, sometimes a tap recognizer and an animation, and
expectations worked out from the same rules the engine follows for the simple cases used
here (hits are the front-most button under the point). Deterministic: the same N and seed
give the same files.

    python3 Benchmarks/suite/generate.py /tmp/suite 2000
    time swift run -c release simreplay run /tmp/suite
"""
import json
import os
import random
import sys


def scenario(index, rng):
    buttons = []
    children = []
    columns = rng.randint(2, 4)
    rows = rng.randint(3, 8)
    width = 390 // columns
    height = 60
    for row in range(rows):
        for column in range(columns):
            name = f"b{row}_{column}"
            frame = [column * width + 5, 100 + row * height + 5, width - 10, height - 10]
            button = {"id": name, "class": "UIButton", "frame": frame,
                      "on": {"touchUpInside": [{"log": f"tap_{name}"}]}}
            if rng.random() < 0.3:
                button["children"] = [{"id": f"l{row}_{column}", "class": "UILabel", "frame": [4, 4, 40, 20]}]
            children.append(button)
            buttons.append((name, frame))
    overlay = rng.random() < 0.3
    if overlay:
        children.append({"id": "overlay", "frame": [0, 100, 390, rows * height], "alpha": 0.05})
    name, frame = rng.choice(buttons)
    x = frame[0] + frame[2] / 2
    y = frame[1] + frame[3] / 2
    gestures = []
    if rng.random() < 0.3:
        gestures = [{"id": "rootTap", "type": "tap", "on": {"recognized": [{"log": "rootTap"}]}}]
    root = {"id": "root", "children": children}
    if gestures:
        root["gestures"] = gestures
    touches = [{"tap": [x, y], "t": 0.1}]
    hit = "overlay" if overlay else name
    expect = [{"touch": 1, "hits": hit},
              {"log": f"tap_{name}", "count": 0 if overlay else 1}]
    if rng.random() < 0.5:
        touches.append({"drag": {"from": [20, 40], "to": [300, 60], "t": 0.5, "duration": 0.3}})
        expect.append({"t": 0.9, "point": [x, y], "hits": hit})
    return {"name": f"generated {index}", "root": root, "touches": touches, "expect": expect}


def main():
    folder = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    os.makedirs(folder, exist_ok=True)
    for index in range(count):
        with open(os.path.join(folder, f"s{index:05d}.json"), "w") as file:
            json.dump(scenario(index, rng), file, indent=1)
    print(f"wrote {count} scenarios to {folder}")


main()

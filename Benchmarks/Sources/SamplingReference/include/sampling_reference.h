// A plain C sampling of the benchmark's animations: the anchor `simreplay-bench` compares
// the engine's per-frame sampling with. Not part of the engine; nothing else uses it.
#ifndef SAMPLING_REFERENCE_H
#define SAMPLING_REFERENCE_H

/// One view's center, size and alpha, as the engine's channels hold them.
typedef struct {
  double centerX, centerY, width, height, alpha;
} SRRecord;

/// An underdamped spring moving a view's center y: x(t) = e^(-decay t)(cosine cos(frequency t) +
/// sine sin(frequency t)), progress 1 + x(t), the view drawn at model + delta (1 - progress).
typedef struct {
  double start, duration;
  double decay, frequency, cosine, sine;
  double delta;
} SRSpringTrack;

/// A cubic timing curve fading a view's alpha, in power form per axis.
typedef struct {
  double start, duration;
  double ax, bx, cx, ay, by, cy;
  double delta;
} SRCurveTrack;

/// Draws every view at `now` into `out` (its model values plus each track's delta times one
/// minus its progress) and returns the sum of the views' center y, as the benchmark checks.
double sr_sample(const SRRecord *models, const SRSpringTrack *springs, const SRCurveTrack *curves,
                 SRRecord *out, long count, double now);

#endif

#include "sampling_reference.h"
#include <math.h>

static double axis_value(double a, double b, double c, double s) { return ((a * s + b) * s + c) * s; }
static double axis_slope(double a, double b, double c, double s) { return (3 * a * s + 2 * b) * s + c; }

/// The s with x(s) = target: Newton from s = target (at most 8 steps, inside the bracket the
/// values seen prove holds it), then bisection to 1e-15, as the engine's BezierAxis does.
static double axis_parameter(double a, double b, double c, double target) {
  double low = 0, high = 1, s = target;
  for (int i = 0; i < 8; i++) {
    double error = axis_value(a, b, c, s) - target;
    if (error == 0) return s;
    if (error < 0) low = s; else high = s;
    double derivative = axis_slope(a, b, c, s);
    if (!(derivative > 1e-12)) break;
    double next = s - error / derivative;
    if (!(next >= low && next <= high)) break;
    if (fabs(next - s) <= 1e-14) return next;
    s = next;
  }
  while (high - low > 1e-15) {
    double middle = low + (high - low) / 2;
    if (axis_value(a, b, c, middle) < target) low = middle; else high = middle;
  }
  return low + (high - low) / 2;
}

static double spring_progress(const SRSpringTrack *t, double now) {
  double elapsed = now - t->start;
  if (elapsed <= 0) return 0;
  if (elapsed >= t->duration) return 1;
  return 1 + exp(-t->decay * elapsed)
    * (t->cosine * cos(t->frequency * elapsed) + t->sine * sin(t->frequency * elapsed));
}

static double curve_progress(const SRCurveTrack *t, double now) {
  double elapsed = now - t->start;
  if (elapsed <= 0) return 0;
  if (elapsed >= t->duration) return 1;
  double fraction = elapsed / t->duration;
  return axis_value(t->ay, t->by, t->cy, axis_parameter(t->ax, t->bx, t->cx, fraction));
}

double sr_sample(const SRRecord *models, const SRSpringTrack *springs, const SRCurveTrack *curves,
                 SRRecord *out, long count, double now) {
  double sum = 0;
  for (long i = 0; i < count; i++) {
    SRRecord record = models[i];
    record.centerY = record.centerY + springs[i].delta * (1 - spring_progress(&springs[i], now));
    record.alpha = record.alpha + curves[i].delta * (1 - curve_progress(&curves[i], now));
    out[i] = record;
    sum += record.centerY;
  }
  return sum;
}

import { describe, expect, it } from 'vitest';
import { labelIndexes, MAX_DAYS, niceStep, pointLabel, project, revenueSeries, valueScale } from './chart';

const row = (dimensionId: string, grossSales: number, netSales: number) => ({ dimensionId, grossSales, netSales });

describe('revenue chart scale', () => {
  it('steps in 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(23_000)).toBe(10_000);
    expect(niceStep(8_000)).toBe(2_000);
    expect(niceStep(10_000)).toBe(2_500);
    expect(niceStep(18_000)).toBe(5_000);
    expect(niceStep(4)).toBe(1);
    expect(niceStep(0)).toBe(1);
  });

  it('runs from zero to a round number at or above the largest value', () => {
    expect(valueScale([5_000, 23_270])).toEqual({ min: 0, max: 30_000, ticks: [0, 10_000, 20_000, 30_000] });
    expect(valueScale([10_000])).toEqual({ min: 0, max: 10_000, ticks: [0, 2_500, 5_000, 7_500, 10_000] });
    // Nothing sold yet: still an axis.
    expect(valueScale([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });

  it('goes below zero when refunds outweigh sales', () => {
    const scale = valueScale([-2_500, 7_500]);
    expect(scale.min).toBe(-2_500);
    expect(scale.max).toBe(7_500);
    expect(scale.ticks).toEqual([-2_500, 0, 2_500, 5_000, 7_500]);
  });

  it('maps values and points to pixels', () => {
    const frame = { width: 200, height: 120, left: 20, right: 10, top: 10, bottom: 10 };
    const { x, y } = project(frame, 3, { min: 0, max: 100 });
    expect([x(0), x(1), x(2)]).toEqual([20, 105, 190]);
    expect([y(0), y(50), y(100)]).toEqual([110, 60, 10]);
    // One point sits in the middle.
    expect(project(frame, 1, { min: 0, max: 100 }).x(0)).toBe(105);
  });
});

describe('revenue series', () => {
  it('has one point per day from the first sale to the last, zero between', () => {
    const series = revenueSeries([row('2026-03-04', 6_000, 5_000), row('2026-03-01', 2_000, 1_500)]);
    expect(series).toEqual([
      { key: '2026-03-01', gross: 2_000, net: 1_500 },
      { key: '2026-03-02', gross: 0, net: 0 },
      { key: '2026-03-03', gross: 0, net: 0 },
      { key: '2026-03-04', gross: 6_000, net: 5_000 },
    ]);
  });

  it(`adds up months when the sales span more than ${MAX_DAYS} days`, () => {
    const series = revenueSeries([row('2026-01-10', 100, 90), row('2026-01-20', 50, 40), row('2026-04-30', 10, 5)]);
    expect(series).toEqual([
      { key: '2026-01', gross: 150, net: 130 },
      { key: '2026-02', gross: 0, net: 0 },
      { key: '2026-03', gross: 0, net: 0 },
      { key: '2026-04', gross: 10, net: 5 },
    ]);
  });

  it('is empty without sales', () => {
    expect(revenueSeries([])).toEqual([]);
  });

  it('labels days and months, at most six of them', () => {
    expect(pointLabel('2026-03-05')).toBe('Mar 5');
    expect(pointLabel('2026-03')).toBe('Mar 2026');
    expect(labelIndexes(4)).toEqual([0, 1, 2, 3]);
    expect(labelIndexes(31)).toEqual([0, 6, 12, 18, 24, 30]);
  });
});

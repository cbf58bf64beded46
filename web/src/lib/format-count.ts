/** Big numbers abbreviate: k from 1,000, m from 1,000,000, one decimal kept without rounding up (seed 000 §9). */
export function formatCount(value: number): string {
  const short = (n: number) => String(Math.floor(n * 10) / 10);
  if (value >= 1_000_000) return `${short(value / 1_000_000)}m`;
  if (value >= 1_000) return `${short(value / 1_000)}k`;
  return String(value);
}

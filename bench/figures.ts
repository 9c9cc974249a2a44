/** A measured figure, with the goal it is checked against (`npm run bench -- --check`). */
export type Measured = {
  name: string;
  value: number;
  /** max − min over the rounds, when measured in rounds. */
  spread?: number;
  goal?: { atLeast: number } | { atMost: number };
};

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const spread = (values: number[]): number => Math.max(...values) - Math.min(...values);

/**
 * Whether a figure meets its goal. The quick variant (CI, seconds of load on a shared machine)
 * only catches a regression that halves a ratio: its goals are relaxed by that factor.
 */
export function meets(figure: Measured, quick: boolean): boolean {
  if (!figure.goal) return true;
  if ("atLeast" in figure.goal) return figure.value >= figure.goal.atLeast * (quick ? 0.5 : 1);
  return figure.value <= figure.goal.atMost * (quick ? 2 : 1);
}

const format = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 3));

/** One Markdown table of the figures with their goals: what docs/benchmarks.md shows. */
export function table(figures: Measured[], quick: boolean): string {
  const lines = ["| Measure | Value | Spread | Goal | Met |", "|---|---|---|---|---|"];
  for (const f of figures) {
    const goal = !f.goal ? "" : "atLeast" in f.goal ? `≥ ${f.goal.atLeast}` : `≤ ${f.goal.atMost}`;
    lines.push(
      `| ${f.name} | ${format(f.value)} | ${f.spread === undefined ? "" : format(f.spread)} | ${goal} | ${f.goal ? (meets(f, quick) ? "yes" : "**no**") : ""} |`,
    );
  }
  return lines.join("\n");
}

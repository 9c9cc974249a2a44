export type SuperviseOptions = {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
  stableAfterMs?: number;
  maxQuickCrashes?: number;
};
export function supervise(options: SuperviseOptions): { stop(signal?: NodeJS.Signals): void; done: Promise<number> };

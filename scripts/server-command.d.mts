export const DEFAULT_SERVER_HEAP_MB: number;
export function serverNodeArgs(env?: NodeJS.ProcessEnv): string[];

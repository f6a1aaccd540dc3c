/** Whether the project in `root` needs `npm run build` (scripts/build-freshness.mjs). */
export function buildFreshness(root: string): Promise<{ needed: boolean; reason: string }>;

import { strFromU8, unzipSync } from 'fflate';
import type { AccountExport } from '@/server/modules/account/export-shape';
import type { Agent } from './test-app';

/** A person's export archive, unzipped: its files by name, `data.json` as text and read. */
export function readExportArchive(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  const text = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`the archive has no ${name}: ${Object.keys(files).join(', ')}`);
    return strFromU8(file);
  };
  const json = text('data.json');
  return { files, json, data: JSON.parse(json) as AccountExport, summary: text('summary.html') };
}

/** GET /api/me/export as the agent, unzipped. */
export async function downloadExport(agent: Agent) {
  const response = await agent.get('/api/me/export');
  if (response.statusCode !== 200) {
    throw new Error(`the export answered ${response.statusCode}: ${response.body}`);
  }
  return { response, ...readExportArchive(new Uint8Array(response.rawPayload)) };
}

import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface Metric {
  name: string;
  value: number;
  unit: string;
}

/** Collects figures, printing each as `METRIC <name> <value> <unit>` the moment it is known. */
export class MetricLog {
  readonly metrics: Metric[] = [];

  record(name: string, value: number, unit: string): void {
    const rounded = Math.round(value * 100) / 100;
    this.metrics.push({ name, value: rounded, unit });
    console.log(`METRIC ${name} ${rounded} ${unit}`);
  }

  async write(file: string, context: Record<string, unknown>): Promise<void> {
    const cpus = os.cpus();
    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: cpus.length,
        cpuModel: cpus[0]?.model ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      ...context,
      metrics: this.metrics,
    };
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(report, null, 2) + '\n');
  }
}

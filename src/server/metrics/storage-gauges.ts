import { Gauge } from 'prom-client';
import { fullBelowBytes, type StorageSpace } from '../db/storage-space.ts';
import { siteMetrics } from './metrics-registry.ts';

/** Registers the gauges of a SQLite data folder's free space, read at each scrape; once per process. */
export function watchStorageSpaceMetrics(space: StorageSpace): void {
  const metrics = siteMetrics();
  if (!metrics || metrics.registry.getSingleMetric('hotelix_data_dir_full')) return;
  const registers = [metrics.registry];
  // Both gauges are collected in one scrape: one statfs call serves them (space.read shares it).
  new Gauge({
    name: 'hotelix_data_dir_free_bytes',
    help: 'Bytes free for the SQLite database on the filesystem of DATA_DIR (absent when it cannot be read).',
    registers,
    async collect() {
      this.reset();
      const reading = await space.read();
      if (reading) this.set(reading.freeBytes);
    },
  });
  new Gauge({
    name: 'hotelix_data_dir_full',
    help: `1 when DATA_DIR has under ${fullBelowBytes} bytes free: SQLite may refuse leads, and /readyz says 503.`,
    registers,
    async collect() {
      this.set((await space.read())?.full ? 1 : 0);
    },
  });
}

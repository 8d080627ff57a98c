import type { FastifyInstance } from 'fastify';

/*
 * What bench:registry times, and how one case is timed: the median of RUNS
 * requests after WARM_UP ones must meet its target. Exports are streamed as a
 * browser downloads them (the body is read chunk by chunk, never held whole),
 * while the process's resident memory is sampled, so the line also shows
 * whether the export keeps its memory flat.
 */

const LIST = '/api/v1/staff/beneficiaries';

export interface BenchCase {
  name: string;
  url: string;
  targetMs: number;
  warmUp?: number;
  runs?: number;
  /** Read the body as a stream and report its size, rows and memory growth. */
  download?: boolean;
}

export function registryCases(people: number): BenchCase[] {
  const pages = Math.ceil(people / 10);
  return [
    { name: 'list, status=active, page 1', url: `${LIST}?status=active`, targetMs: 100 },
    { name: 'list, status=active, page 50', url: `${LIST}?status=active&page=50`, targetMs: 100 },
    { name: 'list, page 1,000 (row 10,000)', url: `${LIST}?page=1000`, targetMs: 150 },
    { name: 'list, middle page (past 10,000)', url: `${LIST}?page=${Math.ceil(pages / 2)}`, targetMs: 150 },
    { name: 'list, last page (past 10,000)', url: `${LIST}?page=${pages}`, targetMs: 150 },
    { name: 'list by name, page 1', url: `${LIST}?sort=name`, targetMs: 150 },
    { name: 'list by name, page 500', url: `${LIST}?sort=name&page=500`, targetMs: 150 },
    {
      name: 'list by name desc, active, page 500',
      url: `${LIST}?sort=name&direction=desc&status=active&page=500`,
      targetMs: 150,
    },
    { name: 'ProGres ID prefix KEN-DAD-2019-00', url: `${LIST}?q=KEN-DAD-2019-00`, targetMs: 100 },
    { name: 'phone 0712 345 678', url: `${LIST}?q=${encodeURIComponent('0712 345 678')}`, targetMs: 100 },
    {
      name: 'fuzzy name "Mohamed Abdulahi"',
      url: `${LIST}?q=${encodeURIComponent('Mohamed Abdulahi')}`,
      targetMs: 100,
    },
    { name: 'common name "mohamed"', url: `${LIST}?q=mohamed`, targetMs: 150 },
    { name: 'registry summary', url: `${LIST}/summary`, targetMs: 150 },
    { name: 'dashboard', url: '/api/v1/staff/dashboard', targetMs: 300 },
    {
      name: 'CSV export, 100,000 people',
      url: `${LIST}/export?format=csv`,
      targetMs: 5000,
      warmUp: 1,
      runs: 3,
      download: true,
    },
    {
      name: 'XLSX export, 100,000 people',
      url: `${LIST}/export?format=xlsx`,
      targetMs: 5000,
      warmUp: 1,
      runs: 3,
      download: true,
    },
  ];
}

export interface Timing {
  ms: number;
  status: number;
  /** For a download: its size, its X-Row-Count and the resident memory it added at its peak. */
  note?: string;
}

async function timeDownload(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<Timing> {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 25);
  const started = performance.now();
  try {
    const response = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
    let bytes = 0;
    for await (const chunk of response.stream()) bytes += (chunk as Buffer).length;
    const ms = performance.now() - started;
    const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`;
    const note = `${mb(bytes)}, ${String(response.headers['x-row-count'])} rows, RSS +${mb(rssPeak - rssBefore)}`;
    return { ms, status: response.statusCode, note };
  } finally {
    clearInterval(sampler);
  }
}

export async function timeOnce(
  app: FastifyInstance,
  bench: BenchCase,
  headers: Record<string, string>,
): Promise<Timing> {
  if (bench.download) return timeDownload(app, bench.url, headers);
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: bench.url, headers });
  return { ms: performance.now() - started, status: response.statusCode };
}

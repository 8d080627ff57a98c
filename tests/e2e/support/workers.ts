/*
 * How many servers (and test workers) the journeys use; read by the vitest
 * config, so nothing here may import vitest. Chromium, the server and the test
 * runner leave a core idle about half the time, so two workers on two cores
 * take about two thirds as long as one (three were no faster here).
 * E2E_WORKERS=1 runs the files one after another on one server.
 */
export const E2E_SERVERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export const serverLog = (index: number) => `test-results/e2e-server-${index + 1}.log`;

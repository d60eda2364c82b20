import pg from 'pg';

export default async function globalTeardown() {
  const { serverUrl, template, runId } = globalThis.__TEST_PG__ ?? {};
  if (globalThis.__EMBEDDED_PG__) {
    await globalThis.__EMBEDDED_PG__.stop();
    return;
  }
  if (!serverUrl) return;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  // Underscores escaped: as LIKE's any-character, run 94's pattern would also drop run 9444's databases on a shared server.
  const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`, [`directory\\_test\\_${runId}\\_%`, template]);
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  await client.end();
}
